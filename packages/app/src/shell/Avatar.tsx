import type { UserInfo } from '../api/folio-api.ts';

/** The user's picture, or their initials on the accent colour when they have none. */
export function Avatar({ user, size = 32 }: { user: UserInfo; size?: number }) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.userEmail.charAt(0).toUpperCase();
  return user.avatar ? (
    <img className="avatar" src={user.avatar} alt="" width={size} height={size} />
  ) : (
    <span className="avatar avatar-initials" style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden>
      {initials}
    </span>
  );
}
