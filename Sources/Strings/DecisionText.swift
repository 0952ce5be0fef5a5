import SessionEngine

/// A data-protection decision in words, as the side panel and the walkthroughs' reports list it.
public enum DecisionText {
  /// The decision's line (when, the action, the identity it counted as, the outcome) and the
  /// rule that decided, in `strings`' words.
  public static func line(_ entry: DataLogEntry, strings: StringTable) -> (String, String) {
    let decision = entry.decision
    let outcome: StringKey =
      switch decision.outcome {
      case .allowed: .outcomeAllowed
      case .blocked: .outcomeBlocked
      case .openInWebView: .outcomeInView
      case .openInDefaultBrowser: .outcomeDefaultBrowser
      case .openInManagedBrowser: .outcomeManagedBrowser
      case .noAppForScheme: .outcomeNoApp
      }
    let line = strings.text(
      .panelDecisionLine, entry.at, decision.action.rawValue, decision.identity.rawValue,
      strings.text(outcome))
    return (line, decision.rule.logText)
  }
}
