export { SignIn, type SignInProps, type SignInVariant } from './SignIn.tsx';
export { AdminSignIn, ADMIN_HOME, type AdminSignInProps } from './AdminSignIn.tsx';
export { DemoAccounts } from './DemoAccounts.tsx';
export { buyerReturnPath, isSignInOrUpPath, SELLER_HOME, type AccountRole } from './accountRoles.ts';
export { defaultAccountApi, type AdminSignInApi, type SignInApi, type SignUpApi } from './accountWidgetApi.ts';
export { SignUp, type SignUpProps, type SignUpVariant } from './SignUp.tsx';
export { PasswordReset, type PasswordResetApi, type PasswordResetProps } from './PasswordReset.tsx';
