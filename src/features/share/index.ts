/** The promotion/share page: the invite link (pid + shareShopId) and how to share it. */
export { inviteLink } from './share-link';
