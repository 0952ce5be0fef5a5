import SessionEngine
import Strings

/// The list of data actions a screen offers on its content (links, copy, paste, print, save,
/// share), and what choosing one asks for. Shared by the notes, the web views and the phone's
/// other apps, so every door out of (or into) the app goes through the SDK's decision.
struct DataActionMenu {
  /// One row of the list.
  enum Item: Equatable {
    case link(WebLink)
    case copy, paste, print, saveOneDrive, saveLocal
    /// Upload a file of the phone's own from a web page.
    case upload
    /// "Open in" another app of the phone.
    case share(DataSurface)
    /// Send this (other) app's text into the app under test.
    case sendToApp
    /// Back to the phone's home screen.
    case home
  }

  /// The rows, top to bottom.
  var items: [Item]
  /// Where the actions happen.
  var surface: DataSurface
  /// The text a copy or a share takes.
  var text: String
  /// The field a copy or a share takes its text from when chosen, if any (instead of `text`).
  var textField: String? = nil
  /// The field a paste fills.
  var pasteField: String?
  /// The app's `isExternalURL` answer for the links, when the view has the delegate.
  var internalPrefixes: [String]?

  /// The Graph storage location names of the two save rows.
  static let oneDrive = "oneDriveForBusiness"
  static let local = "localStorage"

  /// The list's rows.
  func rows(_ context: ScreenContext) -> [ListRow] {
    let strings = context.strings
    return items.map { item in
      switch item {
      case .link(let link): ListRow(badge: ">", title: strings.text(.actionLink, link.text))
      case .copy: ListRow(title: strings.text(.actionCopy))
      case .paste: ListRow(title: strings.text(.actionPaste))
      case .print: ListRow(title: strings.text(.actionPrint))
      case .upload: ListRow(title: strings.text(.actionUpload))
      case .saveOneDrive: ListRow(title: strings.text(.actionSaveOneDrive))
      case .saveLocal: ListRow(title: strings.text(.actionSaveLocal))
      case .share(let target):
        ListRow(
          title: strings.text(
            .actionShare, OtherAppScreen.name(of: target, context.scenario, strings)))
      case .sendToApp:
        ListRow(title: strings.text(.actionShare, context.scenario.app.name))
      case .home: ListRow(title: strings.text(.actionHome))
      }
    }
  }

  /// What choosing each row asks for, top to bottom.
  func rowActions(_ context: ScreenContext) -> [[AppAction]] {
    items.map { actions(for: $0, context) }
  }

  /// What choosing `item` asks for, decided in the SDK's context of now.
  private func actions(for item: Item, _ context: ScreenContext) -> [AppAction] {
    func request(
      _ action: DataAction, on surface: DataSurface? = nil, field: String? = nil,
      appName: String = "", note: Note? = nil
    ) -> AppAction {
      .data(
        DataRequest(
          action, in: context.dataContext(on: surface ?? self.surface), text: text,
          textField: textField, field: field, appName: appName, note: note))
    }
    switch item {
    case .link(let link):
      return [request(.openLink(LinkRequest(url: link.url, internalPrefixes: internalPrefixes)))]
    case .copy:
      return [request(.copy(text))]
    case .paste:
      guard let content = context.scenario.device.clipboard else {
        return [.notice(context.strings.text(.noticeClipboardEmpty))]
      }
      return [request(.paste(content), field: pasteField)]
    case .print:
      return [request(.print)]
    case .upload:
      return [request(.upload)]
    case .saveOneDrive:
      return [request(.saveAs(location: Self.oneDrive))]
    case .saveLocal:
      return [request(.saveAs(location: Self.local))]
    case .share(let target):
      return [
        request(
          .openIn(destination: target),
          appName: OtherAppScreen.name(of: target, context.scenario, context.strings))
      ]
    case .sendToApp:
      return [
        request(
          .receive(source: surface), on: .app, appName: context.scenario.app.name,
          note: context.newNote())
      ]
    case .home:
      return [.switchApp(.home)]
    }
  }

  /// A storage location's name for people.
  static func locationName(_ location: String, _ strings: StringTable) -> String {
    switch location {
    case oneDrive: strings.text(.locationOneDrive)
    case local: strings.text(.locationLocal)
    default: location
    }
  }
}
