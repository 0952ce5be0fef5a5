import SessionEngine
import Strings

/// mamsim's own error screen when the device's store fails a PIN request: what failed, where the
/// device lives, what the store said, and that `mamsim reset` starts over.
public struct StoreErrorScreen: PhoneScreen {
  /// What failed.
  public let failure: StoreFailure

  /// Creates the screen.
  public init(failure: StoreFailure) {
    self.failure = failure
  }

  public var identity: String { "mamsim.storeError" }

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let what: StringKey =
      switch failure.operation {
      case .savePin: .storeErrorSavePin
      case .checkPin: .storeErrorCheckPin
      case .clearPin: .storeErrorClearPin
      case .saveStep: .storeErrorSaveStep
      }
    let place =
      failure.location.map { strings.text(.storeErrorLocation, $0) }
      ?? strings.text(.storeErrorInMemory)
    return ScreenContent(
      surface: .sdk,
      elements: [
        .text(strings.text(.storeErrorTitle), role: .title), .spacer(1),
        .text(strings.text(what)), .spacer(1),
        .text(place), .text(strings.text(.storeErrorReason, failure.reason), role: .muted),
        .spacer(1),
        .text(strings.text(.storeErrorReset)), .spacer(1),
        .buttons([
          ButtonSpec(id: "close", label: strings.text(.closeApplicationButton), isDefault: true)
        ]),
      ])
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions(["close": [.send(.closeApplicationChosen)]])
  }
}
