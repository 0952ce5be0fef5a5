/// Who asked for a sign-in, so the answer goes back to the right flow.
public enum AuthPurpose: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
  /// The app's own sign-in screen (the app then calls `registerAndEnrollAccountId`).
  case appSignIn
  /// The SDK's sign-in prompt (`loginAndEnrollAccount`, or auto-enrollment that needs a token).
  case sdkSignIn
}
