/// A Citrix screen as the one front holds it: the content `MDXScreens` or `MDXVaultScreen` made
/// for the engine's phase, under its stable name.
///
/// Its controls are turned into MDX events by `MDXSessionView.activate`, not by the screen: the
/// screen only shows.
struct MDXPhoneScreen: PhoneScreen {
  /// The screen's stable name (`MDXScreens.identity`, `MDXVaultScreen.identity`).
  let identity: String
  /// What it shows.
  let shown: ScreenContent

  /// What it shows, whatever the context (a Citrix screen reads no Intune state).
  func content(_ context: ScreenContext) -> ScreenContent { shown }

  /// Nothing: `MDXSessionView.activate` answers for the Citrix controls.
  func activate(_ id: String, _ context: ScreenContext) -> [AppAction] { [] }
}
