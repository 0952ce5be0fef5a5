import MDXEngine
import Strings
import TerminalUI

/// The Citrix API panel: what each `MdxManager` call answers now, and why, in the app's mode.
///
/// The counterpart of the Intune delegate log for an MDX app: one line per call (the value, or
/// the value flagged undefined) and a dim line that explains it by mode, wrapped to the panel.
public enum MdxApiPanel {
  /// The panel's lines for `state`, asking `getValueOfPolicy` about `policy`, wrapped to `width`.
  public static func lines(
    _ state: MDXState, policy: String = "DisableCamera", strings: StringTable, width: Int
  ) -> [(String, CellStyle)] {
    let mode: StringKey =
      switch state.configuration.mode {
      case .managed: .mdxModeManaged
      case .unmanagedPremium: .mdxModePremium
      case .unmanagedGeneral: .mdxModeGeneral
      }
    var lines: [(String, CellStyle)] = [
      (strings.text(.mdxPanelTitle, strings.text(mode)), CellStyle(bold: true, underline: true))
    ]
    for call in MdxManager.calls {
      guard let answer = MdxManager.answer(call, policy: policy, state) else { continue }
      let name = call == "getValueOfPolicy" ? "\(call)(\(policy))" : call
      let key: StringKey = answer.undefined ? .mdxAnswerUndefined : .mdxAnswerLine
      for piece in TextWrap.lines(strings.text(key, name, answer.value), width: max(1, width)) {
        lines.append((piece, .plain))
      }
      let why = strings.text(reasonKey(answer.reason), policy)
      for piece in TextWrap.lines(why, width: max(1, width - 2)) {
        lines.append(("  " + piece, CellStyle(dim: true)))
      }
    }
    return lines
  }

  /// The sentence that explains an answer's reason.
  static func reasonKey(_ reason: MDXAnswerReason) -> StringKey {
    switch reason {
    case .managedPoliciesEmbedded: .mdxReasonManagedPoliciesEmbedded
    case .notManaged: .mdxReasonNotManaged
    case .secureHubPresent: .mdxReasonSecureHubPresent
    case .secureHubAbsent: .mdxReasonSecureHubAbsent
    case .adminValue: .mdxReasonAdminValue
    case .consoleDefault: .mdxReasonConsoleDefault
    case .unknownPolicy: .mdxReasonUnknownPolicy
    case .premiumDefaultsFile: .mdxReasonPremiumDefaultsFile
    case .premiumDefaultsMissing: .mdxReasonPremiumDefaultsMissing
    case .generalNoPolicies: .mdxReasonGeneralNoPolicies
    case .enrolledUser: .mdxReasonEnrolledUser
    case .notEnrolled: .mdxReasonNotEnrolled
    case .openedBySecureHub: .mdxReasonOpenedBySecureHub
    case .openedByUser: .mdxReasonOpenedByUser
    case .undefinedDuringWillEnterForeground: .mdxReasonUndefinedDuringWillEnterForeground
    case .appNotRunning: .mdxReasonAppNotRunning
    }
  }
}
