export { SocialLoginSection } from './social-login-section';
