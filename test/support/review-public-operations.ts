// The client review flow's operations (issue 16 contract), as the client pages send them.
export const REVIEW_PRACTICE = `query($referralCode: String!) { reviewPractice(referralCode: $referralCode) { practiceId name title photoUrl shortLink skills { id name } } }`;
export const REVIEW_BY_TOKEN = `query($token: String!) { reviewByToken(token: $token) {
  token rating text isAnonymous publicName skillIds source status createdAt appointmentId clientId practice { practiceId shortLink name } } }`;
export const REVIEW_CREATE_CLIENT = `mutation($practiceId: ID!, $phone: String!, $firstName: String!) { reviewCreateClient(practiceId: $practiceId, phone: $phone, firstName: $firstName) { result errors clientId } }`;
export const REVIEW_ADD_RATING = `mutation($practiceId: ID!, $clientId: ID!, $rating: Int!, $appointmentId: ID) {
  reviewAddRating(practiceId: $practiceId, clientId: $clientId, rating: $rating, appointmentId: $appointmentId) { result errors token } }`;
export const REVIEW_ADD_ENDORSEMENTS = `mutation($reviewId: String!, $endorsements: [String!]!) { reviewAddEndorsements(reviewId: $reviewId, endorsements: $endorsements) { result errors } }`;
export const REVIEW_ADD_TEXT = `mutation($reviewId: String!, $text: String!) { reviewAddTextReview(reviewId: $reviewId, text: $text) { result errors } }`;
export const CONFIRM_REVIEW = `mutation($reviewId: String!) { confirmReview(reviewId: $reviewId) { result errors } }`;
export const DISPUTE_REVIEW = `mutation($reviewId: String!) { disputeReview(reviewId: $reviewId) { result errors } }`;
export const TOGGLE_REVIEW_ANON = `mutation($reviewId: String!, $isAnon: Boolean!) { toggleReviewAnon(reviewId: $reviewId, isAnon: $isAnon) { result errors } }`;
export const SET_REVIEW_PUBLIC_NAME = `mutation($reviewId: String!, $name: String!) { setReviewPublicName(reviewId: $reviewId, name: $name) { result errors } }`;
export const FEATURE_REQUEST = `mutation($name: String!, $userId: ID, $clientId: ID) { featureRequest(name: $name, userId: $userId, clientId: $clientId) { result errors } }`;
export const APPOINTMENT_REVIEW_LINK = `query($id: ID!) { appointment(id: $id) { id state reviewLink } }`;
export const TOKEN_APPOINTMENT_REVIEW_LINK = `query($token: String!) { tokenAppointment(instantActionToken: $token) { id state reviewLink } }`;
// The pro's side this flow leans on (the other helper's resolvers).
export const UPDATE_SKILLS = `mutation($skillIds: [ID!]!) { updateSkills(skillIds: $skillIds) { result errors skills { id } } }`;
export const PRO_IMPORT_REVIEW = `mutation($rating: Int!, $review: String, $firstName: String!, $phone: String!, $createdAt: LocalDate!) {
  proImportReview(rating: $rating, review: $review, firstName: $firstName, phone: $phone, createdAt: $createdAt) { result errors review { id status } } }`;
export const RESEND_REVIEW_REQUEST = `mutation($clientId: ID!, $appointmentId: ID) { resendProReviewRequest(clientId: $clientId, appointmentId: $appointmentId) { result errors } }`;
export const PENDING_REVIEW_REQUESTS = `query { pendingReviewRequests { clientId appointmentId reviewLink automatic } }`;
