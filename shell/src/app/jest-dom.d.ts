// The jest-dom matchers the jest preset loads (toBeInTheDocument, toHaveAttribute, …), for tsc.
/// <reference types="@testing-library/jest-dom" />
