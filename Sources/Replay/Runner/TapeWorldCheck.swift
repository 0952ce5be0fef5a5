import MDXEngine
import SessionEngine

/// What `mamsim check` finds wrong with the world a tape asks for, as `replay` would refuse it
/// there: a file named by `Set Scenario`, `Set Settings` or `Set Entitlements` that is missing
/// or cannot be used, a `Password` of an account the scenario does not have, and an `Admin`
/// line naming a policy setting, a policy or a user the scenario does not have.
///
/// A policy value that does not fit its setting is left to `replay`: whether it fits can depend
/// on the policy in force when the line plays.
enum TapeWorldCheck {
  /// The problems of `tape`'s world, each at the line `replay` would fail at.
  static func problems(_ tape: Tape) -> [TapeDiagnostic] {
    let usesWorld = tape.steps.contains { step in
      switch step.command {
      case .password, .world(.admin): true
      default: false
      }
    }
    guard
      usesWorld || tape.scenarioPath != nil || tape.settingsPath != nil
        || tape.entitlementsPath != nil
    else { return [] }
    if let mdx = TapeWorld.mdxScenario(for: tape) {
      switch mdx {
      case .failure(let failure): return [diagnostic(failure, tape)]
      case .success(let scenario): return passwordProblems(tape, TapePasswords(scenario))
      }
    }
    switch TapeWorld.scenario(for: tape) {
    case .failure(let failure):
      // Building the world stops at its first unusable file; the app's own files are also
      // checked over the built-in scenario, so that one check names every unusable file.
      var own = tape
      own.scenarioPath = nil
      guard failure.location == tape.location(ofSetting: "Scenario"), tape.scenarioPath != nil,
        case .failure(let more) = TapeWorld.scenario(for: own)
      else { return [diagnostic(failure, tape)] }
      return [diagnostic(failure, tape), diagnostic(more, tape)]
    case .success(let scenario):
      return TapeParser.sortedByPlace(
        passwordProblems(tape, TapePasswords(scenario)) + adminProblems(tape, scenario))
    }
  }

  /// A failure to build the world as one diagnostic: its lines (the file's own diagnostics)
  /// joined after its first, so that it reads as one line.
  private static func diagnostic(_ failure: TapeFailure, _ tape: Tape) -> TapeDiagnostic {
    let lines = failure.message.split(separator: "\n").map(String.init)
    let message =
      lines.count > 1
      ? lines[0] + " " + lines.dropFirst().joined(separator: "; ") : failure.message
    let location = failure.location ?? SourceLocation(file: tape.file, line: 1, column: 1)
    return TapeDiagnostic(location, message)
  }

  /// Each `Password` line naming an account `passwords` does not have.
  private static func passwordProblems(_ tape: Tape, _ passwords: TapePasswords)
    -> [TapeDiagnostic]
  {
    tape.steps.compactMap { step in
      guard case .password(let account) = step.command, passwords.password(of: account) == nil
      else { return nil }
      return TapeDiagnostic(
        step.location,
        "the scenario has no account \(TapeQuoting.quoted(account)) whose password to type")
    }
  }

  /// Each `Admin` line naming a user, a policy or a policy setting `scenario` does not have.
  private static func adminProblems(_ tape: Tape, _ scenario: Scenario) -> [TapeDiagnostic] {
    tape.steps.compactMap { step in
      guard case .world(.admin(let change)) = step.command,
        let problem = problem(of: change, in: scenario)
      else { return nil }
      return TapeDiagnostic(step.location, "\(step.command.description): \(problem.description)")
    }
  }

  /// Why `scenario` cannot take `change` whatever happened before it, or nil.
  private static func problem(of change: AdminChange, in scenario: Scenario) -> WorldChangeError? {
    switch change {
    case .selectiveWipe(let upn), .setAccountEnabled(let upn, _):
      return scenario.tenant.user(upn: upn) == nil ? .unknownUser(upn) : nil
    case .unassignPolicy(let name?):
      do { _ = try scenario.policyIndex(for: name, signedIn: nil) } catch { return error }
      return nil
    case .editPolicy(let edit):
      if let name = edit.policy {
        do { _ = try scenario.policyIndex(for: name, signedIn: nil) } catch { return error }
      }
      var probe = AppProtectionPolicy()
      do {
        try probe.set(edit.property, to: edit.value)
      } catch {
        guard case .unknownProperty = error else { return nil }
        return .policyEdit(error)
      }
      return nil
    case .unassignPolicy(nil), .checkInNow:
      return nil
    }
  }
}
