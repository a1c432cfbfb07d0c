import { DiagramScreen } from '../diagram/DiagramScreen.tsx';

/** §2 Diagram (beta), behind its feature flag: the person's diagrams (diagram/README.md). */
export function DiagramPage() {
  return <DiagramScreen />;
}
