/** The School Supply Box mark: a packed box with a pencil-yellow band. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-indigo-6)" />
      <path d="M14 24 32 15l18 9v19L32 52 14 43z" fill="#fff" />
      <path d="M14 24l18 9 18-9M32 33v19" stroke="var(--mantine-color-indigo-6)" strokeWidth="3" fill="none" strokeLinejoin="round" />
      <path d="M23 19.5l18 9" stroke="var(--mantine-color-yellow-5)" strokeWidth="4" />
    </svg>
  );
}
