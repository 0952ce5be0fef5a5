/// How the host app signs its user in, the two ways the SDK's integration guide describes.
public enum SignInStyle: String, Equatable, Hashable, Sendable, CaseIterable {
  /// The app signs the user in itself (MSAL), then calls `registerAndEnrollAccountId`.
  case app
  /// The app calls `loginAndEnrollAccount(nil)` and the SDK asks for the account.
  case sdk
}
