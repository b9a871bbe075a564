import { useState } from 'react';
import { UserMenu } from '../../ui/UserMenu';
import { useLogout } from '../hooks/useLogout';

/**
 * The blog header's menu for a signed-in reader: username, Account and Logout. A chunk of its
 * own (see BlogSiteHeader), with the logout call, since a page shows it only once a stored
 * session is found.
 */
function SignedInMenu({ username }: { username: string }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  return (
    <UserMenu
      username={username}
      avatarSize={40}
      open={open}
      onOpenChange={(change) => setOpen(change.open)}
      onLogout={() => void logout()}
      accountHref="/account"
    />
  );
}

/** The menu for `username`, as the header's `userMenu`. */
export function signedInMenu(username: string) {
  return <SignedInMenu username={username} />;
}
