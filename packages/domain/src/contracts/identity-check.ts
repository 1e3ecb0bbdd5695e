// Phone identity verification (spec §4 "Phone verification", §7) and find account.

/** The field values of the provider's form (spec §4): `m=checkplusService` and `EncodeData`. */
export const CHECKPLUS_SERVICE = 'checkplusService';

/** GET /user/getPhoneVerifyToken (spec §3 Phone-auth response, plus where to send the form). */
export interface PhoneVerifyTokenResponse {
  success: true;
  /** The encrypted request, sent as `EncodeData`. */
  data: string;
  /** The provider's form address (GET). */
  url: string;
}

/** What the identity check proves. Never a resident registration number. */
export interface VerifiedPhone {
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** 11 digits. */
  phoneNumber: string;
}

/** GET /user/getPhoneData. */
export interface PhoneDataResponse {
  success: true;
  data: VerifiedPhone;
}

/** GET /user/updatePhoneNumberByAuthentication. */
export interface PhoneUpdateResponse {
  success: true;
  message: string;
  data: string;
}

export interface FoundAccount {
  email: string;
  userId: string;
}

/** GET /user/emailAuthenticationByPhone and POST /user/findEmail (spec §3 Find-account response). */
export interface FindAccountResponse {
  success: boolean;
  /** The found e-mail (the most recent account when several share the number). */
  data: string | null;
  userId: string | null;
  message: string;
  /** Every account on the verified number, newest first. */
  accounts: FoundAccount[];
}

/** POST /user/findEmail: the typed number must be the one just verified. */
export interface FindEmailRequest {
  phoneNumber: string;
  EncodeData: string;
}

export const IDENTITY_CHECK_MESSAGES = {
  /** Spec §8 phone verification failure. */
  failed: '본인인증에 실패했어요. 다시 시도해 주세요.',
  phoneUpdated: '휴대폰 번호를 인증했어요.',
  accountFound: '가입된 계정을 찾았어요.',
  accountNotFound: '이 휴대폰 번호로 가입된 계정이 없어요.',
  phoneMismatch: '본인인증한 휴대폰 번호와 달라요. 인증한 번호를 입력해 주세요.',
  popupBlocked: '팝업이 차단되어 본인인증 창을 열 수 없어요. 팝업을 허용한 뒤 다시 시도해 주세요.',
} as const;
