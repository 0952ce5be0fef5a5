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

  /// What choosing row `index` asks for.
  func actions(at index: Int, _ context: ScreenContext) -> [AppAction] {
    guard items.indices.contains(index) else { return [] }
    switch items[index] {
    case .link(let link):
      let request = LinkRequest(url: link.url, internalPrefixes: internalPrefixes)
      return [.data(DataRequest(.openLink(request), on: surface))]
    case .copy:
      return [.data(DataRequest(.copy(text), on: surface))]
    case .paste:
      guard let content = context.scenario.device.clipboard else {
        return [.notice(context.strings.text(.noticeClipboardEmpty))]
      }
      return [.data(DataRequest(.paste(content), on: surface, field: pasteField))]
    case .print:
      return [.data(DataRequest(.print, on: surface))]
    case .saveOneDrive:
      return [.data(DataRequest(.saveAs(location: Self.oneDrive), on: surface))]
    case .saveLocal:
      return [.data(DataRequest(.saveAs(location: Self.local), on: surface))]
    case .share(let target):
      return [.data(DataRequest(.openIn(destination: target), on: surface, text: text))]
    case .sendToApp:
      return [.data(DataRequest(.receive(source: surface), on: .app, text: text))]
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
