import { messages } from '../../../../shared/messages.ts';
import { PlaceholderPage } from '../placeholder-page.tsx';

export default function Route() {
  return <PlaceholderPage title={messages.placeholder.titles.coachLogin} />;
}
