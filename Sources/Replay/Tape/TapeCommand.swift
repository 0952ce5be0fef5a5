import MDXEngine
import SessionEngine
import TerminalUI

/// One command of a tape, parsed and checked but not run.
public enum TapeCommand: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// `Set Name value`.
  case set(TapeSetting)
  /// `Require name`: accepted for VHS compatibility, no effect.
  case require(String)
  /// `Type "text"` or `Type@10ms "text"`.
  case type(String, speed: Duration?)
  /// A key press repeated `count` times, e.g. `Down 3` or `Enter@200ms`.
  case key(Key, count: Int, speed: Duration?)
  /// `Sleep 2s`.
  case sleep(Duration)
  /// `Hide`: stop recording frames.
  case hide
  /// `Show`: record frames again.
  case show
  /// `Wait`, `Wait+Screen` or `Wait+Line`, with an optional `@timeout`.
  case wait(scope: WaitScope, pattern: TextPattern, timeout: Duration?)
  /// `Expect "text"` or `Expect /regex/`: the screen must show it now.
  case expect(TextPattern)
  /// `Expect Event name [status]`: the delegate must have received that callback.
  case expectEvent(name: String, status: Int?)
  /// `Expect Focus "text"` or `Expect Focus /regex/`: the control with the focus is labelled so
  /// (a button, a field, the selected row of a list, or `PIN` for PIN boxes): quoted text is the
  /// whole label, a regex is looked for in it.
  case expectFocus(TextPattern)
  /// `Expect Decision action outcome` (`Expect Decision paste blocked`): the latest
  /// data-protection decision was about that action and came out so.
  case expectDecision(action: DataActionKind, outcome: TapeDecisionOutcome)
  /// `Wait Event name [status]`, with an optional `@timeout`: let virtual time pass until the
  /// delegate receives that callback (as `Expect Event` would then find it).
  case waitEvent(name: String, status: Int?, timeout: Duration?)
  /// `Expect Clipboard "text" [managed|unmanaged]`: the phone's clipboard holds exactly that
  /// text (copied as that identity).
  case expectClipboard(String, identity: DataIdentity?)
  /// `Expect Report /regex/`: the walkthrough's report (Markdown) holds it now.
  case expectReport(TextPattern)
  /// `Expect Mdx CALL [POLICY] VALUE`: what `MdxManager` answers now (Citrix tapes).
  case expectMdx(call: String, policy: String?, value: String)
  /// `Mdx Admin ACTION` or `Mdx Hub install|remove|signOff`: an MDX event (Citrix tapes).
  case mdx(MDXEvent)
  /// `Expect Mdx vault [APP] PROPERTY VALUE`: what an app's shared vault instance holds now.
  case expectMdxVault(MDXVaultRole, MDXVaultProperty, value: String)
  /// `Snapshot "name"`: compare the screen with a golden text file.
  case snapshot(String)
  /// `Advance 31m`, `Device property value` or `Admin action ...`: a change to the world (the
  /// clock, the phone, the administrator's tenant).
  case world(WorldChange)
  /// `Relaunch` / `Relaunch 31m`: the user kills the app and reopens it (after that much time
  /// away; the time counts as inactivity, as on a phone).
  case relaunch(after: Duration?)
  /// `Password "alex@contoso.com"`: type the password the scenario gives that account (what
  /// `mamsim record` writes for a typed password, so no password is kept in a tape).
  case password(account: String)
  /// `Output "path"`: a recording to write (path as written).
  case output(String)
  /// `Screenshot "path"`: write the current screen as text.
  case screenshot(String)
  /// `Source "other.tape"`: run another tape's commands here (gone once a tape is loaded).
  case source(String)
  /// `Scene "Title" ["caption"]`: a scene starts here (`mamsim present` stops at it).
  case scene(TapeScene)

  /// The event names `Expect Event` accepts.
  public static let eventNames = [
    "enrollmentRequest", "policyRequest", "unenrollRequest", "restartApplication", "wipeData",
    "identitySwitchRequired",
  ]

  /// How many keys the command presses: each character of `Type`, each repeat of a key.
  /// (`Password` types a scenario's password, which the scenario's own limits bound.)
  public var keysPressed: Int {
    switch self {
    case .type(let text, _): text.count
    case .key(_, let count, _): count
    default: 0
    }
  }

  /// The command as a tape writes it, e.g. `Type "alex@contoso.com"` or `Enter 3`.
  public var description: String {
    switch self {
    case .set(let setting): return setting.description
    case .require(let name): return "Require \(name)"
    case .type(let text, let speed): return "Type\(Self.at(speed)) \(TapeQuoting.quoted(text))"
    case .key(let key, let count, let speed):
      return "\(key)\(Self.at(speed))" + (count == 1 ? "" : " \(count)")
    case .sleep(let duration): return "Sleep \(TapeDuration.format(duration))"
    case .hide: return "Hide"
    case .show: return "Show"
    case .wait(let scope, let pattern, let timeout):
      let name = scope == .screen ? "Wait" : "Wait+\(scope.rawValue)"
      return "\(name)\(Self.at(timeout)) \(pattern)"
    case .expect(let pattern): return "Expect \(pattern)"
    case .expectEvent(let name, let status):
      return "Expect Event \(name)" + (status.map { " \($0)" } ?? "")
    case .expectFocus(let pattern): return "Expect Focus \(pattern)"
    case .expectDecision(let action, let outcome):
      return "Expect Decision \(action.rawValue) \(outcome.rawValue)"
    case .waitEvent(let name, let status, let timeout):
      return "Wait\(Self.at(timeout)) Event \(name)" + (status.map { " \($0)" } ?? "")
    case .expectClipboard(let text, let identity):
      return "Expect Clipboard \(TapeQuoting.quoted(text))"
        + (identity.map { " \($0.rawValue)" } ?? "")
    case .expectReport(let pattern): return "Expect Report \(pattern)"
    case .expectMdx(let call, let policy, let value):
      return "Expect Mdx \(call)" + (policy.map { " \($0)" } ?? "")
        + " \(TapeQuoting.quoted(value))"
    case .mdx(let event): return MDXTapeLine.line(for: event) ?? "Mdx"
    case .expectMdxVault(let role, let property, let value):
      return "Expect Mdx vault \(role.rawValue) \(property.rawValue) \(TapeQuoting.quoted(value))"
    case .snapshot(let name): return "Snapshot \(TapeQuoting.quoted(name))"
    case .world(let change): return change.tapeLine
    case .relaunch(let after?): return "Relaunch \(TapeDuration.format(after))"
    case .relaunch(nil): return "Relaunch"
    case .password(let account): return "Password \(TapeQuoting.quoted(account))"
    case .output(let path): return "Output \(TapeQuoting.quoted(path))"
    case .screenshot(let path): return "Screenshot \(TapeQuoting.quoted(path))"
    case .source(let path): return "Source \(TapeQuoting.quoted(path))"
    case .scene(let scene): return scene.tapeLine
    }
  }

  private static func at(_ duration: Duration?) -> String {
    duration.map { "@" + TapeDuration.format($0) } ?? ""
  }
}

extension TapeCommand {
  /// The pattern this command shows in its line, if it has one (`Wait`, `Expect`, `Expect
  /// Focus`, `Expect Report`).
  var shownPattern: TextPattern? {
    switch self {
    case .wait(_, let pattern, _), .expect(let pattern), .expectFocus(let pattern),
      .expectReport(let pattern):
      pattern
    default: nil
    }
  }
}
