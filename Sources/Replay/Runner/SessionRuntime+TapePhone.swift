import Screens
import SessionEngine

/// The Intune session as a tape plays on it: the delegate log and the clipboard are its own
/// lines; `Mdx` lines are refused.
extension SessionRuntime: TapePhone {
  /// How many callbacks a failed `Expect Event` lists at most (the latest ones).
  static let eventsShownOnFailure = 20

  /// The scenario's device language, else English.
  var defaultLanguage: Language { scenario.device.language ?? .english }

  /// The tenant's users.
  var passwords: TapePasswords { TapePasswords(scenario) }

  /// iOS ends the app.
  func terminateApp() { send(.terminated) }

  /// The Intune delegate's callbacks are logged.
  var logsDelegateCallbacks: Bool { true }

  /// `Expect Event` and `Expect Clipboard`; Citrix lines are refused.
  func vendorLine(_ command: TapeCommand, checkpoint: inout Int) -> String? {
    switch command {
    case .expectEvent(let name, let status):
      return expectEvent(name, status, checkpoint: &checkpoint)
    case .expectClipboard(let text, let identity):
      let clipboard = scenario.device.clipboard
      if clipboard?.text == text, identity == nil || clipboard?.identity == identity { return nil }
      let held = clipboard.map { "\(TapeQuoting.quoted($0.text)) (\($0.identity.rawValue))" }
      let wanted = TapeQuoting.quoted(text) + (identity.map { " (\($0.rawValue))" } ?? "")
      return "expected the clipboard to hold \(wanted); it holds " + (held ?? "nothing")
    case .expectDecision(let action, let outcome):
      guard let last = dataLog.last else {
        return "expected the latest data-protection decision to be \(action.rawValue) "
          + "\(outcome.rawValue), but nothing was decided yet"
      }
      let decision = last.decision
      if decision.action == action, outcome.matches(decision.outcome) { return nil }
      return "expected the latest data-protection decision to be \(action.rawValue) "
        + "\(outcome.rawValue), but it was \(decision.action.rawValue) "
        + "\(TapeDecisionOutcome.of(decision.outcome).rawValue) at \(last.at) "
        + "(\(decision.rule.logText))"
    default:
      return command.otherVendorRefusal
    }
  }

  /// Whether the delegate received `name` (with `status`) since `checkpoint`; moves it past
  /// the match.
  private func expectEvent(_ name: String, _ status: Int?, checkpoint: inout Int) -> String? {
    let entries = log.entries
    let fresh = min(max(checkpoint, 0), entries.endIndex)..<entries.endIndex
    if let index = entries.firstIndex(
      from: fresh.lowerBound,
      where: { callback in
        callback.name == name && (status == nil || callback.statusNumber == status)
      })
    {
      checkpoint = index + 1
      return nil
    }
    let wanted = name + (status.map { " \($0)" } ?? "")
    // After a long Advance there may be thousands: the last few tell what happened.
    let shown = fresh.suffix(Self.eventsShownOnFailure)
    let seen = shown.map { index in
      let entry = entries[index]
      let code = entry.callback.statusNumber.map { " \($0)" } ?? ""
      return "  \(entry.at) \(entry.callback.name)\(code)"
    }
    let since = checkpoint == 0 ? "since the tape started" : "since the previous match"
    let heading: String
    if fresh.isEmpty {
      heading = "expected the delegate to receive \(wanted); callbacks \(since):"
    } else if shown.count < fresh.count {
      heading =
        "expected the delegate to receive \(wanted); \(fresh.count) callbacks \(since), "
        + "the last \(shown.count):"
    } else {
      let callbacks = fresh.count == 1 ? "callback" : "callbacks"
      heading =
        "expected the delegate to receive \(wanted); \(fresh.count) \(callbacks) \(since):"
    }
    let list = seen.isEmpty ? ["  (no delegate callbacks)"] : seen
    return ([heading] + list).joined(separator: "\n")
  }
}
