import MDXEngine
import SessionEngine

/// An event made of what is typed into a form, naming the ids of the fields it reads: the front
/// fills it in from `UIState.fields` when the control runs (`Front.submit`), so a PIN's last
/// digit and its submission happen in one update.
///
/// The secret fields (passwords and PINs) are emptied once submitted.
public enum FormSubmission: Equatable, Sendable {
  /// The app's own sign-in form (`registerAndEnrollAccountId`); needs an account.
  case appSignIn(upn: String, password: String)
  /// The SDK's sign-in prompt; needs an account.
  case sdkSignIn(upn: String, password: String)
  /// A new, confirmed or entered app PIN or passcode; needs one.
  case pin(String)
  /// A new note, titled and written in these fields, saved as `note` (its id and owner); needs
  /// a title.
  case note(title: String, body: String, note: Note)
  /// Secure Hub's server address.
  case mdxServer(String)
  /// Secure Hub's directory user name and password.
  case mdxCredentials(user: String, password: String)
  /// A new Citrix PIN and the same typed again.
  case mdxCreatePin(String, confirmation: String)
  /// The Citrix PIN (Secure Hub's logon, or the app's passcode).
  case mdxPin(String)
  /// The typed key and value merged into the shared-vault instance of the app playing the role
  /// (`updateAndSynchronizeVaultItem`); nothing typed merges nothing.
  case mdxVaultUpdate(MDXVaultRole, key: String, value: String)
  /// The typed key and value saved as the vault's whole data by the class method
  /// (`saveVaultData:toVault:accessGroup:error:`); nothing typed saves an empty vault.
  case mdxVaultSave(MDXVaultRole, key: String, value: String)

  /// The ids of the secret fields the submission empties, in the form's order.
  public var secretFields: [String] {
    switch self {
    case .appSignIn(_, let password), .sdkSignIn(_, let password): [password]
    case .pin(let pin), .mdxPin(let pin): [pin]
    case .mdxCredentials(_, let password): [password]
    case .mdxCreatePin(let pin, let confirmation): [pin, confirmation]
    case .note, .mdxServer, .mdxVaultUpdate, .mdxVaultSave: []
    }
  }
}
