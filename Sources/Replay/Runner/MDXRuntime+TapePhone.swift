import MDXEngine
import Screens
import SessionEngine

/// The Citrix MDX session as a tape plays on it: `Mdx` lines send MDX events, `Expect Mdx`
/// checks what `MdxManager` answers and what a vault instance holds; Intune lines are refused.
extension MDXRuntime: TapePhone {
  /// English (a Citrix scenario names no device language).
  var defaultLanguage: Language { .english }

  /// The Citrix directory's users.
  var passwords: TapePasswords { TapePasswords(scenario) }

  /// iOS ends the app.
  func terminateApp() { send(.quit) }

  /// No Intune delegate: `Expect Event` and `Wait Event` are refused.
  var logsDelegateCallbacks: Bool { false }

  /// `Mdx`, `Expect Mdx` and `Expect Mdx vault`; Intune lines are refused.
  func vendorLine(_ command: TapeCommand, checkpoint: inout Int) -> String? {
    switch command {
    case .mdx(let event):
      send(event)
      return nil
    case .expectMdx(let call, let policy, let value):
      guard let answer = answer(call, policy: policy ?? "") else {
        return "unknown MdxManager call \(call)"
      }
      guard answer.value != value else { return nil }
      let name = policy.map { "\(call)(\($0))" } ?? call
      return "expected \(name) to answer \(TapeQuoting.quoted(value)), but it answers "
        + "\(TapeQuoting.quoted(answer.value)) (\(answer.reason.rawValue))"
    case .expectMdxVault(let role, let property, let value):
      let actual = property.value(for: role, in: state)
      guard actual != value else { return nil }
      return "expected the \(role.rawValue)'s vault \(property.rawValue) to be "
        + "\(TapeQuoting.quoted(value)), but it is \(TapeQuoting.quoted(actual))"
    default:
      return command.otherVendorRefusal
    }
  }

}
