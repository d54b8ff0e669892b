/** /admin/site's calls: the content's state, saving the draft, publishing it, reverting to a version. */
import {
  GET_SITE_CONTENT,
  PUBLISH_SITE,
  REVERT_SITE,
  SAVE_SITE_DRAFT,
  GET_SITE_IMAGE,
  UPLOAD_SITE_IMAGE,
  endpointPath,
  siteImageFile,
  type SiteImage,
  type SiteContent,
  type SiteContentState,
  type SiteDraft,
  type SitePublished,
} from '@blast/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { adminGet, adminGetFile, adminPost } from '../../../lib/admin-api';
import { bearer } from '../../../lib/operator-auth';

const STATE = GET_SITE_CONTENT.path;

/** How often the state is read again while a rebuild is under way, to show when it is done. */
const BUILD_POLL_MS = 2000;
const building = (state: SiteContentState | undefined) => state?.build?.status === 'requested' || state?.build?.status === 'building';

export const useSiteContent = () =>
  useQuery<SiteContentState>({ queryKey: [STATE], queryFn: () => adminGet(STATE), refetchInterval: (query) => (building(query.state.data) ? BUILD_POLL_MS : false) });

/** Every change refetches the state: the draft's revision, the published version, the history. */
function useSiteMutation<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: [STATE] }) });
}

export const useSaveDraft = () => useSiteMutation(({ content, revision }: { content: SiteContent; revision: number }) => adminPost<SiteDraft>(SAVE_SITE_DRAFT.path, { content, revision }));
export const usePublish = () => useSiteMutation(({ revision }: { revision: number }) => adminPost<SitePublished>(PUBLISH_SITE.path, { revision }));
export const useRevert = () => useSiteMutation((id: string) => adminPost<SitePublished>(endpointPath(REVERT_SITE, { id })));

/**
 * Uploads an image file as it is (the API checks its bytes, type, size and dimensions): answers
 * the stored image, or throws with the API's message (field `image`).
 */
export async function uploadSiteImage(file: File): Promise<SiteImage> {
  const res = await fetch(UPLOAD_SITE_IMAGE.path, { method: 'POST', headers: { ...(await bearer()), 'content-type': file.type || 'application/octet-stream' }, body: file });
  const answer = (await res.json().catch(() => ({}))) as SiteImage & { error?: string; field?: string };
  if (!res.ok) throw new ApiError(res.status, answer.error ?? `The upload failed (HTTP ${res.status})`, answer.field ?? 'image');
  return answer;
}

/** An uploaded image as a local address (an object URL) for the preview: draft images are not on the site. */
export async function siteImageObjectUrl(image: SiteImage): Promise<string> {
  const res = await adminGetFile(endpointPath(GET_SITE_IMAGE, { file: siteImageFile(image) }));
  return URL.createObjectURL(await res.blob());
}
