import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useSingleFlight } from '../../components/useSingleFlight';

export type ActionOutcome = { ok: boolean; text: string } | null;

interface SettingsActionProps {
  id: string;
  title: string;
  description: string;
  button: string;
  /** What the button does; its outcome is said above it (null: nothing to say, e.g. a cancelled dialog). */
  run: () => Promise<ActionOutcome>;
}

/** A panel of the settings screen with one action and what came of it. */
export function SettingsAction({ id, title, description, button, run }: SettingsActionProps) {
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const action = useSingleFlight(async () => {
    setOutcome(null);
    setOutcome(await run());
  });
  return (
    <section className="panel settings-panel" aria-labelledby={id}>
      <h2 id={id} className="settings-group__title">
        {title}
      </h2>
      <p className="muted">{description}</p>
      {outcome && <Alert variant={outcome.ok ? 'success' : 'danger'}>{outcome.text}</Alert>}
      <div className="button-row">
        <Button variant="secondary" onClick={() => void action.run()} loading={action.busy}>
          {button}
        </Button>
      </div>
    </section>
  );
}
