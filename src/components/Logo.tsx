import { PRODUCT_NAME } from '../../domain/brand';

/** The provider's logo: a house with a shield roof and the wordmark. Decorative unless `title` is given. */
export function Logo({ title, size = 32, compact = false }: { title?: string; size?: number; compact?: boolean }) {
  const width = compact ? size : size * 4.2;
  return (
    <svg
      width={width}
      height={size}
      viewBox={compact ? '0 0 32 32' : '0 0 134 32'}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <path d="M3 15 16 4l13 11v14H3z" fill="#1d5c4a" />
      <path d="M11 29v-8h10v8" fill="#f6f4ef" />
      <path d="M16 8.5 23.5 15H8.5z" fill="#b35c1e" />
      {compact ? null : (
      <text x="36" y="23" fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" fontSize="20" fontWeight="700" fill="#1c2321" letterSpacing="0.2">
        {PRODUCT_NAME}
      </text>
      )}
    </svg>
  );
}
