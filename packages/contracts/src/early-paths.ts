/**
 * Paths of the calls the app makes before any page's code has loaded: sign-in, the session, the user and
 * the route guard's saved-filter prefetch. They live apart from their endpoints' schemas so the login page
 * can call them without loading zod (issue 15: the login page's weight); the endpoints below use them.
 */
export const EarlyPaths = {
  login: '/v1/enter/login',
  sendCode: '/v1/enter/send_code',
  codeLogin: '/v1/enter/code_login',
  register: '/v1/enter/register',
  resetPassword: '/v1/enter/reset_pwd',
  refreshToken: '/auth/refreshToken',
  logout: '/v1/enter/login_out',
  userInfo: '/v1/user/info',
  defaultFilter: '/v1/common/def_filter',
  currentFilter: '/v1/common/cur_filter',
} as const;
