import type { ReactElement } from 'react';
import type { Agent } from '../../../domain/agents';
import { agentLogoSize } from './agentLogoSize';

type Shape = 'circle' | 'square' | 'diamond' | 'triangle' | 'shield' | 'hexagon' | 'wave' | 'ring' | 'leaf' | 'bars' | 'star';

/** Drawn in-house: a distinct mark and colour per partner (no third-party images are fetched). */
const MARKS: Record<string, { color: string; shape: Shape }> = {
  aspida: { color: '#5b2a86', shape: 'hexagon' },
  byggmester: { color: '#8a4b08', shape: 'square' },
  eika: { color: '#0f5c4d', shape: 'leaf' },
  fremtind: { color: '#1f3b73', shape: 'triangle' },
  frende: { color: '#a3193a', shape: 'ring' },
  gjensidige: { color: '#0b4f8a', shape: 'shield' },
  if: { color: '#134e8e', shape: 'circle' },
  jbf: { color: '#3d4a57', shape: 'bars' },
  klp: { color: '#0b6e4f', shape: 'diamond' },
  knif: { color: '#6b2d5c', shape: 'star' },
  landkreditt: { color: '#3f6b1c', shape: 'leaf' },
  protector: { color: '#1a2b4c', shape: 'shield' },
  sumit: { color: '#7a3e00', shape: 'circle' },
  tryg: { color: '#b0171f', shape: 'square' },
  tt: { color: '#005f73', shape: 'wave' },
  vardia: { color: '#2e3192', shape: 'diamond' },
  varnr: { color: '#2d6a4f', shape: 'ring' },
  varhad: { color: '#3a5a40', shape: 'triangle' },
  varork: { color: '#6d4c41', shape: 'hexagon' },
  husvern: { color: '#1d5c4a', shape: 'shield' },
  watercircles: { color: '#0069a8', shape: 'wave' },
};

function Mark({ shape, color }: { shape: Shape; color: string }): ReactElement {
  switch (shape) {
    case 'circle':
      return <circle cx="14" cy="14" r="11" fill={color} />;
    case 'ring':
      return <circle cx="14" cy="14" r="9" fill="none" stroke={color} strokeWidth="4" />;
    case 'square':
      return <rect x="4" y="4" width="20" height="20" rx="3" fill={color} />;
    case 'diamond':
      return <path d="M14 2 26 14 14 26 2 14z" fill={color} />;
    case 'triangle':
      return <path d="M14 3 26 25H2z" fill={color} />;
    case 'shield':
      return <path d="M14 2 24 6v8c0 6-4.5 10-10 12C8.5 24 4 20 4 14V6z" fill={color} />;
    case 'hexagon':
      return <path d="M14 2 25 8.5v11L14 26 3 19.5v-11z" fill={color} />;
    case 'wave':
      return (
        <g fill="none" stroke={color} strokeWidth="3.5" strokeLinecap="round">
          <path d="M3 10c3.5-4 7.5-4 11 0s7.5 4 11 0" />
          <path d="M3 19c3.5-4 7.5-4 11 0s7.5 4 11 0" />
        </g>
      );
    case 'leaf':
      return <path d="M4 24C4 11 11 4 25 4c0 14-7 20-21 20zm0 0 12-12" fill={color} stroke="#fff" strokeWidth="1.5" />;
    case 'bars':
      return (
        <g fill={color}>
          <rect x="3" y="14" width="5" height="11" rx="1" />
          <rect x="11.5" y="8" width="5" height="17" rx="1" />
          <rect x="20" y="3" width="5" height="22" rx="1" />
        </g>
      );
    case 'star':
      return <path d="m14 2 3.5 7.5 8 .9-6 5.5 1.7 8L14 20l-7.2 3.9 1.7-8-6-5.5 8-.9z" fill={color} />;
  }
}

/** The partner's logo as inline SVG; its accessible name is the agent's long name. */
export function AgentLogo({ agent, height = 28 }: { agent: Agent; height?: number }) {
  const mark = MARKS[agent.key] ?? { color: '#3d4a57', shape: 'circle' as const };
  const size = agentLogoSize(agent, height);
  return (
    <svg
      role="img"
      aria-label={agent.longName}
      width={size.width}
      height={size.height}
      viewBox={`0 0 ${size.viewWidth} 28`}
      focusable="false"
    >
      <title>{agent.longName}</title>
      <Mark shape={mark.shape} color={mark.color} />
      <text
        x="34"
        y="20"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="17"
        fontWeight="700"
        fill={mark.color}
      >
        {agent.name}
      </text>
    </svg>
  );
}
