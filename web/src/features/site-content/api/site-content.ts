/** /admin/site's calls: the content's state, saving the draft, publishing it, reverting to a version. */
import {
  GET_SITE_CONTENT,
  PUBLISH_SITE,
  REVERT_SITE,
  SAVE_SITE_DRAFT,
  endpointPath,
  type SiteContent,
  type SiteContentState,
  type SiteDraft,
  type SitePublished,
} from '@blast/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost } from '../../../lib/admin-api';

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
