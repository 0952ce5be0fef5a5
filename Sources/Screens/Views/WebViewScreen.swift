import SessionEngine

/// One web view of the app: its page (text, links, a field to paste into) and the actions on it,
/// each decided by the SDK for the identity the view counts as.
public struct WebViewScreen: PhoneScreen {
  /// The web view.
  public let view: WebViewDescription

  /// Creates the screen.
  public init(view: WebViewDescription) {
    self.view = view
  }

  public var identity: String { "app.webView.\(view.name)" }

  private static let field = "paste"

  private var menu: DataActionMenu {
    var items = view.links.map(DataActionMenu.Item.link)
    items += [.copy]
    if view.pasteField { items.append(.paste) }
    items += [.print, .saveOneDrive, .share(.personalApp), .share(.otherManagedApp)]
    // A page with a form (its field) takes a file too; the row comes last, so the rows above
    // it keep their places.
    if view.pasteField { items.append(.upload) }
    return DataActionMenu(
      items: items, surface: .webView(view.policy), text: view.text,
      pasteField: view.pasteField ? Self.field : nil, internalPrefixes: view.internalPrefixes)
  }

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let policyLine = strings.text(
      view.internalPrefixes == nil ? .webViewPolicyLine : .webViewPolicyDelegateLine,
      view.policy.rawValue)
    var elements: [ScreenElement] = [
      .text("\(view.name) · \(view.title)", role: .title, centered: false),
      .text(policyLine, role: .muted, centered: false),
      .text(view.text, centered: false),
    ]
    if view.pasteField {
      elements.append(
        .field(id: Self.field, label: strings.text(.webViewPasteField), masked: false))
    }
    elements += [
      .list(id: "actions", rows: menu.rows(context)),
      .buttons([ButtonSpec(id: "back", label: strings.text(.notesBackButton))]),
    ]
    return ScreenContent(
      surface: .app, bar: NotesBar.text(context), elements: elements, verticallyCentered: false,
      escapeControl: "back", scrollable: false)
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions(["back": [.show(.webViews)]], rows: ["actions": menu.rowActions(context)])
  }
}
