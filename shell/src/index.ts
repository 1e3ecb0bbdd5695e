// Async boundary: the shared singletons are negotiated before any app code runs. (The first
// visit's warm-up has already run: index.html carries it inline, see first-visit-warm-up.ts.)
import('./bootstrap');
