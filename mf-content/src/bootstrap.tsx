// Standalone development on the app's own port: the same router, without the shell's frame.
import { mountStandalone } from '@genetype/ui';
import { AppRouter } from './app/app-router';

mountStandalone(() => <AppRouter standalone />);
