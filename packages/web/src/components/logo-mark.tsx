import { useId } from 'react';

/**
 * The platform's mark: a seal ring around a gear (equipment) that holds a shield with a tick
 * (safety supervision). Drawn inline so it needs no network and stays sharp at any size.
 */
export function LogoMark({ size = 40, className }: { size?: number; className?: string }) {
  const id = useId();
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 48 48" role="img" aria-label="平台标志">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2c74d6" />
          <stop offset="1" stopColor="#0d3a7c" />
        </linearGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe39a" />
          <stop offset="1" stopColor="#e0a93a" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="23" fill={`url(#${id}-bg)`} stroke={`url(#${id}-gold)`} strokeWidth="1.6" />
      <circle cx="24" cy="24" r="19.5" fill="none" stroke="#ffe39a" strokeOpacity="0.55" strokeWidth="0.8" />
      <circle cx="24" cy="24" r="14.6" fill="none" stroke="#fff" strokeWidth="3.6" strokeDasharray="3.2 4.45" />
      <circle cx="24" cy="24" r="12.2" fill="#fff" />
      <path d="M24 14.6 31.4 17.4v5.7c0 4.9-3.2 8.6-7.4 10.3-4.2-1.7-7.4-5.4-7.4-10.3v-5.7Z" fill={`url(#${id}-gold)`} />
      <path d="m20.2 23.6 2.7 2.8 5.1-5.6" fill="none" stroke="#0d3a7c" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
