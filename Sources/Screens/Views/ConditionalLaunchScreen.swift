import SessionEngine
import Strings

/// A conditional-launch warning (Continue) or block (Close app, Remove account, Retry when offline;
/// Cancel in multi-identity apps unless `MultiIdentityCancelDisabled`), in the Secondary colours
/// for threat defense. Esc continues past a warning and cancels where Cancel is offered.
public struct ConditionalLaunchScreen: PhoneScreen {
  /// What failed and what the policy does about it.
  public let finding: ConditionalLaunchFinding

  /// Creates the screen.
  public init(finding: ConditionalLaunchFinding) {
    self.finding = finding
  }

  public var identity: String { "sdk.conditionalLaunch.\(finding.action.rawValue)" }

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let warn = finding.action == .warn
    let device = context.state.device
    let app = context.scenario.app
    let title: String
    let message: String
    switch finding.condition {
    case .sdkVersionTooOld(let minimum):
      title = strings.text(warn ? .appWarningSDKTitle : .appBlockedTitle)
      message = strings.text(.minSDKMessage, app.sdkVersion, minimum)
    case .appVersionTooOld(let minimum):
      title = strings.text(warn ? .appWarningAppTitle : .appBlockedTitle)
      message = strings.text(.minAppMessage, minimum, app.version)
    case .osVersionTooOld(let minimum):
      title = strings.text(warn ? .appWarningOSTitle : .appBlockedTitle)
      message = strings.text(.minOSMessage, minimum, device.osVersion)
    case .osVersionTooNew(let maximum):
      title = strings.text(warn ? .appWarningOSTitle : .appBlockedTitle)
      message = strings.text(.maxOSMessage, maximum, device.osVersion)
    case .jailbroken:
      title = strings.text(warn ? .appWarningTitle : .deviceRootedTitle)
      message = strings.text(.deviceRootedMessage)
    case .deviceModelNotAllowed(let model):
      title = strings.text(warn ? .appWarningTitle : .appBlockedTitle)
      message = strings.text(.deviceModelMessage, model)
    case .threatLevelTooHigh(let level, let allowed):
      title = strings.text(warn ? .appWarningTitle : .appBlockedTitle)
      message = strings.text(.threatMessage, level.rawValue, allowed.rawValue)
    case .accountDisabled:
      title = strings.text(.appBlockedTitle)
      message = strings.text(.accountDisabledMessage)
    case .offlineTooLong(let since):
      title = strings.text(.appBlockedTitle)
      message = strings.text(
        .offlineGracePeriodExpiredMessage,
        HumanDuration.text(context.now.duration(since: since), strings: strings))
    case .offlineWipeNear(let wipeAt):
      title = strings.text(.appWarningTitle)
      message = strings.text(
        .offlineWipeConfirmMessage,
        HumanDuration.text(wipeAt.duration(since: context.now), strings: strings))
    }
    var elements: [ScreenElement] = [.text(title, role: .title), .spacer(1), .text(message)]
    if case .offlineTooLong(let since) = finding.condition, finding.action == .block,
      let policy = context.state.activePolicy,
      let wipeAt = ConditionalLaunch.offlineWipeNearing(policy, lastOnline: since, now: context.now)
    {
      let left = HumanDuration.text(wipeAt.duration(since: context.now), strings: strings)
      elements += [.spacer(1), .text(strings.text(.offlineWipeConfirmMessage, left), role: .error)]
    }
    if warn { elements += [.spacer(1), .text(strings.text(.warningSuffix), role: .muted)] }
    elements.append(.spacer(1))
    let buttons = buttons(strings, settings: app.settings)
    elements.append(.buttons(buttons))
    let cancellable = buttons.contains { $0.id == "cancel" }
    return ScreenContent(
      surface: finding.condition.isThreatDefense ? .sdkSecondary : .sdk, elements: elements,
      escapeControl: warn ? "continue" : cancellable ? "cancel" : nil)
  }

  private func buttons(_ strings: StringTable, settings: MAMSettings) -> [ButtonSpec] {
    if finding.action == .warn {
      return [ButtonSpec(id: "continue", label: strings.text(.continueButton), isDefault: true)]
    }
    var buttons: [ButtonSpec] = []
    if case .offlineTooLong = finding.condition {
      buttons.append(ButtonSpec(id: "retry", label: strings.text(.retryButton), isDefault: true))
    }
    buttons.append(
      ButtonSpec(
        id: "close", label: strings.text(.closeApplicationButton), isDefault: buttons.isEmpty))
    buttons.append(ButtonSpec(id: "remove", label: strings.text(.removeAccountButton)))
    if settings.multiIdentity, !settings.multiIdentityCancelDisabled {
      buttons.append(ButtonSpec(id: "cancel", label: strings.text(.cancelButton)))
    }
    return buttons
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    let cancel: SessionEvent =
      context.state.identitySwitchPending == true
      ? .identitySwitchCancelled : .closeApplicationChosen
    return ScreenActions([
      "continue": [.send(.warningContinued)], "retry": [.send(.retryChosen)],
      "close": [.send(.closeApplicationChosen)], "remove": [.send(.removeAccountChosen)],
      "cancel": [.send(cancel)],
    ])
  }
}
