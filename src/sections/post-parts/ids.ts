/** The id of the post body's element: the table of contents watches for its end. */
export const POST_BODY_ID = 'post-body';
