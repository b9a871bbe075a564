import { getOwner } from '../../client/admin';
import { useSession } from '../../state/session';
import { useLoad } from '../useLoad';

type GateState = 'checking' | 'logged-out' | 'not-owner' | 'error' | 'owner';

/** Whether to show the area: the stored session first, then the API's answer to it. */
export function useOwnerGate() {
  const { session } = useSession();
  const owner = useLoad(session ? `owner:${session.user.userId}` : undefined, getOwner);
  let state: GateState;
  if (session === undefined) state = 'checking';
  else if (session === null) state = 'logged-out';
  else if (owner.data) state = 'owner';
  // The API answers 404 to anyone who is not the owner, an ended session included.
  else if (owner.status === 404) state = 'not-owner';
  else if (owner.error !== undefined) state = 'error';
  else state = 'checking';
  return { state, session, owner: owner.data, error: owner.error, retry: owner.reload };
}
