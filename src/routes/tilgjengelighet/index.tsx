import { createFileRoute } from '@tanstack/react-router';
import { AccessibilityStatementPage } from '../../features/accessibility/AccessibilityStatementPage';

export const Route = createFileRoute('/tilgjengelighet/')({ component: AccessibilityStatementPage });
