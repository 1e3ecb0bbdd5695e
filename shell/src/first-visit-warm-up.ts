// The warm-up's own script, inlined in index.html ahead of the shell's code (production builds:
// shell/build/inline-warm-up-plugin.cjs).
import { warmUpFirstRoute } from './federation/warm-up';

warmUpFirstRoute();
