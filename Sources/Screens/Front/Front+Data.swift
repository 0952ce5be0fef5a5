import SessionEngine
import Strings

extension Front {
  /// What a data request does: the session is asked to carry it out (and log it), and the front
  /// shows what the SDK decided — the alert when blocked, else the pasted text, the other app's
  /// new text, the browser, or a notice. The decision is the SDK's own pure function of the
  /// context the request carries, the one the session decides in, so the front and the log never
  /// disagree.
  static func data(_ request: DataRequest, _ front: inout FrontState, strings: StringTable)
    -> [FrontCommand]
  {
    let decision = DataProtection.decide(request.action, in: request.context)
    var commands: [FrontCommand] = [.data(request.action, request.surface)]
    switch decision.outcome {
    case .blocked(let alert):
      front.ui.dataAlert = alert
    case .openInWebView:
      if case .openLink(let link) = request.action {
        front.notice = strings.text(.noticeLinkInView, link.url)
      }
    case .noAppForScheme(let scheme):
      // An "Open in" a queried app stopped at the app's own canOpenURL question.
      let key: StringKey =
        if case .openIn = request.action { .noticeCanOpenURLNo } else { .noticeNoAppForScheme }
      front.notice = strings.text(key, scheme)
    case .openInDefaultBrowser, .openInManagedBrowser:
      if case .openLink(let link) = request.action {
        commands += show(
          .browser(url: link.url, managed: decision.outcome == .openInManagedBrowser), &front)
      }
    case .allowed:
      switch request.action {
      case .copy(let text):
        front.notice = strings.text(counting: text.count, .noticeCopied)
      case .paste(let content):
        if let field = request.field { front.ui.fields[field] = content.text }
        if let key = OtherAppScreen.key(of: request.surface) {
          front.ui.appTexts[key] = content.text
        }
        front.notice = strings.text(counting: content.text.count, .noticePasted)
      case .openIn(let destination):
        if let key = OtherAppScreen.key(of: destination) {
          front.ui.appTexts[key] = request.text
        }
        front.notice = strings.text(.noticeShared, request.appName)
      case .receive:
        if var note = request.note {
          note.title = String(request.text.prefix(30))
          note.body = request.text
          if decision.identity == .unmanaged { note.owner = nil }
          commands.append(.session(.noteAdded(note)))
        }
        front.notice = strings.text(.noticeReceived, request.appName)
      case .saveAs(let location):
        front.notice = strings.text(.noticeSaved, DataActionMenu.locationName(location, strings))
      case .print:
        front.notice = strings.text(.noticePrinted)
      case .upload:
        front.notice = strings.text(.noticeUploaded)
      case .openLink:
        break
      }
    }
    return commands
  }
}
