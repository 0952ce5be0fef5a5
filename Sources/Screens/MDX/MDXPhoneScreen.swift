/// A Citrix screen as the one front holds it: the content `MDXScreens` or `MDXVaultScreen` made
/// for the engine's phase, with its controls' actions, under its stable name.
struct MDXPhoneScreen: PhoneScreen {
  /// The screen's stable name (`MDXScreens.identity`, `MDXVaultScreen.identity`).
  let identity: String
  /// What it shows, and what its controls do.
  let shown: ScreenContent

  /// What it shows, whatever the context (a Citrix screen reads no Intune state).
  func content(_ context: ScreenContext) -> ScreenContent { shown }

  /// What its controls do, as `MDXScreens` or `MDXVaultScreen` named them.
  func actions(_ context: ScreenContext) -> ScreenActions { shown.actions }
}
