/// The host app's own idea of who is signed in (its token cache).
public enum AppSignIn: Equatable, Sendable, Codable {
  /// Nobody; `error` is why the last sign-in failed.
  case signedOut(error: AuthFailure?)
  /// The app's sign-in is under way.
  case signingIn(upn: String)
  /// Signed in.
  case signedIn(Account)
  /// Signing out: waiting for the SDK to unenroll the account.
  case signingOut(Account)

  /// The account, when one is signed in (or signing out).
  public var account: Account? {
    switch self {
    case .signedIn(let account), .signingOut(let account): account
    case .signedOut, .signingIn: nil
    }
  }
}
