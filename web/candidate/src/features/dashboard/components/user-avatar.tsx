function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts.slice(0, 1);
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The user's photo, or their initials when there is none. */
export function UserAvatar({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  if (photoUrl) {
    return <img className="avatar" src={photoUrl} alt="" referrerPolicy="no-referrer" />;
  }
  return (
    <span className="avatar avatar--initials" aria-hidden="true">
      {initials(name)}
    </span>
  );
}
