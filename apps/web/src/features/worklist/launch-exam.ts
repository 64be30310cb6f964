import { API_PATHS, apiUrl, DEFAULT_APPLICATION_NAME, resolveLaunchUrl } from '@sagitta/domain';
import { http, type ToleratedError } from '../../lib/http';

/** `GET /launcher/api/v1/launch/{name}?acquisitionId=`: the application's URL for the exam. */
export function launchPath(acquisitionId: string): string {
  const query = new URLSearchParams({ acquisitionId }).toString();
  return `${apiUrl(API_PATHS.launch, { name: DEFAULT_APPLICATION_NAME })}?${query}`;
}

/**
 * The launcher's own refusals, told in the launch toast: the exam out of the acting physician's
 * reach (403), no such exam or application (404), a model not processed (409). Anything else
 * (session, server, network) is the common failure handler's.
 */
export const LAUNCH_TOLERATED: readonly ToleratedError[] = [403, 404, 409];

/** Only web addresses are opened: a `javascript:` answer must never run in a tab we opened. */
function checkedUrl(text: string, origin: string): string {
  const url = new URL(resolveLaunchUrl(text, origin), origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Refused to open a ${url.protocol} address`);
  }
  return url.href;
}

/**
 * Opens the default application for an exam in a new tab (seed §2). The tab is opened at once,
 * inside the click, because a browser blocks a window opened after an await as a popup; it is cut
 * from this page (no opener) and sent to the application once the launcher has answered. A
 * failure closes it again and rejects.
 * @param acquisitionId - the exam
 */
export async function launchExam(acquisitionId: string): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  // noopener: the application cannot reach back into the portal through window.opener.
  if (tab !== null) tab.opener = null;
  try {
    const text = await http.getText(launchPath(acquisitionId), { tolerated: LAUNCH_TOLERATED });
    const url = checkedUrl(text, window.location.origin);
    if (tab === null) window.open(url, '_blank', 'noopener,noreferrer');
    else tab.location.replace(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
