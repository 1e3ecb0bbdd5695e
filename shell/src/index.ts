// Async boundary: the shared singletons are negotiated before any app code runs. The warm-up
// (no shared import) first points the browser at the remote this address needs.
import { warmUpFirstRoute } from './federation/warm-up';

warmUpFirstRoute();
import('./bootstrap');
