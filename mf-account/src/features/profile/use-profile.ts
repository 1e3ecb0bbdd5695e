import { useEffect, useState } from 'react';
import { errorMessage, profilesApi } from '@genetype/shared';
import type { PublicProfile } from '@genetype/shared';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: PublicProfile }
  | { status: 'failed'; message: string }
  | { status: 'members-only' };

const FETCH_FAILED = '프로필을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * A share link (`?share=`) opens the profile for anyone; otherwise profiles are for members.
 * The status stays 'loading' until the first fetch ends, success or failure.
 */
export function useProfile(nickname: string, shareToken: string | null, signedIn: boolean) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  useEffect(() => {
    if (!shareToken && !signedIn) {
      setState({ status: 'members-only' });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    const request = shareToken ? profilesApi.shared(shareToken) : profilesApi.byNickname(nickname);
    request.then(
      ({ profile }) => {
        if (current) setState({ status: 'ready', profile });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', message: errorMessage(error, FETCH_FAILED) });
      },
    );
    return () => {
      current = false;
    };
  }, [nickname, shareToken, signedIn]);

  return state;
}
