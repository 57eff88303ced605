import type { Agent } from '../../../domain/agents';

/** The partner logo's box: the mark (34 units) and the name, `height` px high (AgentLogo's viewBox is 28 high). */
export function agentLogoSize(agent: Agent, height = 28): { viewWidth: number; width: number; height: number } {
  const viewWidth = 34 + Math.max(40, agent.name.length * 10.5);
  return { viewWidth, width: (viewWidth / 28) * height, height };
}
