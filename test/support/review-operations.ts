// GraphQL operations of reviews (issue 16) for API tests. Helpers append; nobody rewrites.

// The pro's side
export const REVIEW_FIELDS = `id rating text createdAt updatedAt createdAtAgoInWords client { id firstName lastName email phone } unverifiedName
  reviewReply { message repliedAt } isAnonymous endorsedSkills { id name } source status appointmentId`;
export const PRACTICE_REVIEWS = `query($dateFilter: String, $rating: Int, $limit: Int, $offset: Int) {
  practiceReviews(dateFilter: $dateFilter, rating: $rating, limit: $limit, offset: $offset) { count reviews { ${REVIEW_FIELDS} } } }`;
export const REVIEWS_SUMMARY = `{ reviewsSummary { completedCount pendingCount averageRating importEnabled } }`;
export const PENDING_REVIEW_REQUESTS = `{ pendingReviewRequests { clientId appointmentId firstName email phone reviewRequestedAt reviewLink reviewRequireConfirmation automatic } }`;
export const REVIEW = `query($id: ID!) { review(id: $id) { ${REVIEW_FIELDS} } }`;
export const SKILL_FIELDS = 'id endorsementsCount specialty { id name category }';
export const PRACTICE_SKILLS = `{ practiceSkills { ${SKILL_FIELDS} } }`;
export const SPECIALTIES = `query($text: String, $page: Int, $hitsPerPage: Int) { specialties(text: $text, page: $page, hitsPerPage: $hitsPerPage) { page nbPages nbHits hits { id name category } } }`;
export const PRO_IMPORT_REVIEW = `mutation($rating: Int!, $review: String, $firstName: String!, $phone: String!, $createdAt: LocalDate!) {
  proImportReview(rating: $rating, review: $review, firstName: $firstName, phone: $phone, createdAt: $createdAt) { result errors review { ${REVIEW_FIELDS} } } }`;
export const DISMISS_REVIEW_REQUEST = `mutation($clientId: ID!, $appointmentId: ID) { dismissReviewRequest(clientId: $clientId, appointmentId: $appointmentId) { result errors } }`;
export const RESEND_REVIEW_REQUEST = `mutation($clientId: ID!, $appointmentId: ID) { resendProReviewRequest(clientId: $clientId, appointmentId: $appointmentId) { result errors } }`;
export const ADD_EDIT_REVIEW_REPLY = `mutation($reviewId: ID!, $message: String!) { addEditReviewReply(reviewId: $reviewId, message: $message) { result errors review { ${REVIEW_FIELDS} } } }`;
export const SEND_BULK_REVIEW_REQUESTS = `mutation($clients: [BulkReviewRequestClient!]!) { sendBulkReviewRequests(clients: $clients) { result errors erroredClients { email firstName phone errors } } }`;
export const UPDATE_SKILLS = `mutation($skillIds: [ID!]!) { updateSkills(skillIds: $skillIds) { result errors skills { ${SKILL_FIELDS} } } }`;
export const DELETE_SKILLS = `mutation($skillId: String!) { deleteSkills(skillId: $skillId) { result errors skills { ${SKILL_FIELDS} } } }`;
export const MOVE_SKILLS = `mutation($skillArray: [String!]!) { moveSkills(skillArray: $skillArray) { result errors skills { ${SKILL_FIELDS} } } }`;
export const PUBLIC_PRACTICE_REVIEWS = `query($shortLink: String!, $limit: Int) { publicPractice(shortLink: $shortLink) { id
  reviewsSummary { averageRating count } latestReviews(limit: $limit) { id rating text publicName createdAt createdAtAgoInWords reply { message repliedAt } skills { id name } } } }`;

// The client flow (the review link's holder)
export const REVIEW_CREATE_CLIENT = `mutation($practiceId: ID!, $phone: String!, $firstName: String!) { reviewCreateClient(practiceId: $practiceId, phone: $phone, firstName: $firstName) { result errors clientId } }`;
export const REVIEW_ADD_RATING = `mutation($practiceId: ID!, $clientId: ID!, $rating: Int!, $appointmentId: ID) {
  reviewAddRating(practiceId: $practiceId, clientId: $clientId, rating: $rating, appointmentId: $appointmentId) { result errors token } }`;
export const REVIEW_ADD_ENDORSEMENTS = `mutation($reviewId: String!, $endorsements: [String!]!) { reviewAddEndorsements(reviewId: $reviewId, endorsements: $endorsements) { result errors } }`;
export const REVIEW_ADD_TEXT = `mutation($reviewId: String!, $text: String!) { reviewAddTextReview(reviewId: $reviewId, text: $text) { result errors } }`;
export const CONFIRM_REVIEW = `mutation($reviewId: String!) { confirmReview(reviewId: $reviewId) { result errors } }`;
export const TOGGLE_REVIEW_ANON = `mutation($reviewId: String!, $isAnon: Boolean!) { toggleReviewAnon(reviewId: $reviewId, isAnon: $isAnon) { result errors } }`;
