import { configureHttp } from '../../../lib/http';
import { selectedPhysician } from '../../../lib/session/selected-physician';
import type { GlobalFailure } from '../../../../test/fetch-stub';

/**
 * Has the http client send the selected physician as `main.tsx` wires it (the fetch stub sends
 * none), still recording its failure effects in `failures`.
 */
export function sendSelectedPhysician(failures: GlobalFailure[]): void {
  configureHttp({
    effects: {
      apply: (outcome) => {
        failures.push(outcome);
      },
    },
    actingPhysicianId: () => selectedPhysician.read()?.userId ?? null,
  });
}
