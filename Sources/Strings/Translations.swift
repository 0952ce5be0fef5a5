// swift-format-ignore-file
// Generated from Localizable.xcstrings; do not edit. After changing the catalog or an
// English sentence in StringTable.swift, run scripts/regenerate-strings.sh.
import SessionEngine

/// The translations of mamsim's sentences, generated from `Localizable.xcstrings`: per
/// language, every key translated and checked (a key missing here is shown in English).
///
/// Each language is one text of `key<TAB>sentence` lines, split into a table the first
/// time it is asked for: start-up builds the chosen language's table only, and the others
/// stay read-only data that is never touched.
enum Translations {
  /// The translated sentences of `language`; empty for English.
  static func table(for language: Language) -> [StringKey: String] {
    switch language {
    case .english: [:]
    case .simplifiedChinese: simplifiedChinese
    case .german: german
    case .italian: italian
    }
  }

  private static let simplifiedChinese = entries(simplifiedChineseText)

  private static let german = entries(germanText)

  private static let italian = entries(italianText)

  /// The table of `text`'s lines; a line whose key mamsim does not have is skipped. Read by
  /// UTF-8 bytes: a newline or a tab byte is always that character.
  private static func entries(_ text: String) -> [StringKey: String] {
    let keys = Dictionary(uniqueKeysWithValues: StringKey.allCases.map { ($0.rawValue, $0) })
    var table: [StringKey: String] = [:]
    for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
      guard let tab = line.firstIndex(of: UInt8(ascii: "\t")),
        let key = keys[String(Substring(line[..<tab]))]
      else { continue }
      table[key] = String(Substring(line[line.index(after: tab)...]))
    }
    return table
  }

  /// Simplified Chinese (`zh-Hans`).
  private static let simplifiedChineseText = #"""
    Access_Check_Message	你的组织要求你以 %@ 重新登录，才能打开其数据。
    Access_Check_Title	确认是你本人
    Account_Mismatch_Message	只有 %@ 能重置此 PIN 码。请用该帐户登录。
    Account_Mismatch_Passcode_Message	只有 %@ 能重置此应用访问码。请用该帐户登录。
    AppBlockedAccountDisabled_Message	你的工作帐户已不能在此使用。请联系 IT 支持人员。
    AppBlockedDeviceModel_Message	你的组织不允许在此设备型号（%@）上使用工作数据。
    AppBlockedMaxOS_Message	你的组织暂不支持高于 %@ 的 iOS。此设备运行的是 iOS %@。
    AppBlockedMinApp_Message	你的组织要求此应用为 %@ 或更高版本。你的版本是 %@。
    AppBlockedMinOS_Message	你的组织要求 iOS %@ 或更高版本。此设备运行的是 iOS %@。
    AppBlockedMinSDK_Message	此应用使用的管理组件较旧（%@）；你的组织要求 %@ 或更高版本。
    AppBlockedOfflineGracePeriodExpired_Message	此应用已有 %@ 未连接到你的组织。请连接互联网后重试。
    AppBlockedThreat_Message	你的威胁防护应用报告此设备存在“%@”风险；你的组织最多允许“%@”。
    AppBlocked_Title	访问被阻止
    AppWarningApp_Title	请尽快更新此应用
    AppWarningOS_Title	请尽快更新 iOS
    AppWarningSDK_Title	此应用需要尽快更新
    AppWarning_Suffix	你目前仍可继续。
    AppWarning_Title	请注意
    AppWiped	你的组织已从此应用中移除 %@ 的组织数据。应用即将关闭。(%d)
    AppWiped_Title	数据已移除
    Auth_Account_Disabled	你的组织已停用此帐户。
    Auth_Offline	你处于离线状态。请连接网络后重试。
    Auth_Unknown_User	不存在这个名称的帐户。
    Auth_Wrong_Password	密码不正确。
    AutoEnrollmentAuthRequired_Message	%@ 须由你的组织管理后才能使用。请用工作帐户登录。
    AutoEnrollmentAuthRequired_Title	登录以继续
    AutoEnrollmentFailure_Message	无法连接你的组织来设置此应用（代码 %d）。稍后将自动重试。
    AutoEnrollmentFailure_Title	无法连接
    AutoEnrollmentNotLicensedFailure_Message	你的组织尚未为 %@ 开通此应用。请向 IT 支持人员求助。
    AutoEnrollmentNotLicensedFailure_Title	帐户尚未设置
    Biometric_Failed_Message	未能识别。请重试，或输入 PIN 码。
    Biometric_Failed_Passcode_Message	未能识别。请重试，或输入应用访问码。
    Cancel_Button	取消
    Clipboard_Character_Limit_Message	此处只能粘贴组织数据中的 %d 个字符。
    Clipboard_Paste_Blocked_Message	组织数据不能粘贴到此处。
    Close_Application_Button	关闭应用
    Connecting_Message	正在连接你的组织…
    Continue_Button	继续
    DataProtection_Title	受你的组织保护
    DeviceRooted_Message	此设备已被修改（越狱），因此你的组织不允许在其上打开工作数据。
    DeviceRooted_Title	不允许使用此设备
    Diagnostics_Account	帐户
    Diagnostics_App	应用
    Diagnostics_Bundle_Id	Bundle ID
    Diagnostics_Device	设备
    Diagnostics_Device_Value	%@，iOS %@
    Diagnostics_Enforcement	执行
    Diagnostics_Enrolled	已注册
    Diagnostics_Enrolling	正在注册
    Diagnostics_Enrollment	注册
    Diagnostics_File_Protection	文件保护
    Diagnostics_Files_Closed	%@，文件已关闭（手机已锁定）
    Diagnostics_Integration	应用集成
    Diagnostics_Last_Check_In	上次签入
    Diagnostics_Last_Check_In_Attempt	上次尝试
    Diagnostics_Never	从未
    Diagnostics_None	无
    Diagnostics_Not_Enforced	已应用，未执行
    Diagnostics_Not_Registered	未注册
    Diagnostics_Policy	策略
    Diagnostics_Retry	%d %@，将于 %@ 重试
    Diagnostics_SDK	SDK
    Diagnostics_Title	诊断
    Diagnostics_Waiting_For_Restart	等待重新启动
    Enter_Passcode_Error	应用访问码不正确，请重试。
    Enter_Passcode_Message	输入应用访问码以打开组织数据。
    Enter_Passcode_Title	输入应用访问码
    Enter_Pin_Error	PIN 码不正确，请重试。
    Enter_Pin_Message	输入 PIN 码以打开组织数据。
    Enter_Pin_Title	输入 PIN 码
    Forgot_Passcode_Button	忘记应用访问码
    Forgot_Passcode_Message	请用工作帐户登录，以设置新的应用访问码。
    Forgot_Pin_Button	忘记 PIN 码
    Forgot_Pin_Message	请用工作帐户登录，以设置新的 PIN 码。
    IncomingData_Blocked_Message	你的组织不允许此应用接收来自那个应用的数据。
    IncomingData_Paste_Blocked_Message	你的组织不允许将其他应用的内容粘贴到此处。
    Mamsim_Browser_Default	Safari
    Mamsim_Browser_Managed	%@（受管理）
    Mamsim_Browser_Showing	正在显示 %@
    Mamsim_Check_Entitlements_Is_Info	%@ 是应用的 Info.plist，不是 entitlements 文件：请改为在此处指定应用的 .entitlements 文件
    Mamsim_Check_Files_Swapped	这是 entitlements 文件，而 --entitlements 指定的 %@ 是应用的 Info.plist：两者是否弄反了？请指定要检查的 Info.plist，并在 --entitlements 之后指定 .entitlements 文件
    Mamsim_Check_Integration_Skipped	未检查钥匙串共享，因为没有指定 entitlements：请用 --entitlements 指定应用的 .entitlements 文件，以便同时检查其钥匙串组
    Mamsim_Clipboard_Character_Limit_One	此处只能粘贴组织数据中的 1 个字符。
    Mamsim_Configure_Added	%@：%@：已添加 %@
    Mamsim_Configure_Binary_In_Place	二进制 Info.plist 不会原地修改；请用 -o 指定要写入的 XML 文件
    Mamsim_Configure_Build_Settings	构建设置：STRIP_SWIFT_SYMBOLS = NO 且 ENABLE_BITCODE = NO；使用 Xcode 26 的 Enhanced Security 时，请关闭 Authenticate Pointers 和 Enable Read-only Platform Memory
    Mamsim_Configure_Cannot_Write	无法写入：%@
    Mamsim_Configure_Changed_Meanwhile	configure 运行期间它被修改了，因此没有写入任何内容，那处修改得以保留；请再次运行 configure
    Mamsim_Configure_Hard_Links	它还有其他硬链接，原地修改会使它们与其分离；请用 -o 写入另一个文件
    Mamsim_Configure_Left_Out	%@：%@：未添加，因为会超出 Apple 的上限（%d 个查询 scheme，iOS %d）：%@（对这些应用，应用改为调用 isURLAllowed）
    Mamsim_Configure_No_Entitlements	未检查钥匙串共享：请用 -e 指定应用的授权文件
    Mamsim_Configure_Not_Edited	%@：%@：未编辑，因为它不是 configure 能向其添加内容的类型；请看下面需要手动完成的事项
    Mamsim_Configure_Not_Regular	这不是普通文件
    Mamsim_Configure_Not_Writable	您没有写入它的权限；请修改其权限，或用 -o 写入另一个文件
    Mamsim_Configure_Nothing_Changed	%@：未做任何更改，因为 configure 无法向其他类型的值（%@）添加内容；请看下面需要手动完成的事项
    Mamsim_Configure_Nothing_To_Add	%@：无需添加，文件已包含全部内容
    Mamsim_Configure_Output_Dash	configure 只写入文件，从不写到标准输出；请用 -o 指定要写入的文件
    Mamsim_Configure_Output_Is_Entitlements	它是应用的 entitlements 文件，configure 不会用 Info.plist 覆盖它；请用 -o 指定一个新文件或 Info.plist
    Mamsim_Configure_Output_Is_Entitlements_Option	它就是 -e 指定的 entitlements 文件（%@），configure 不会用 Info.plist 覆盖它；请用 -o 指定另一个文件
    Mamsim_Configure_Output_Not_Plist	它包含的不是属性列表，configure 不会覆盖它；请指定一个新文件或属性列表
    Mamsim_Configure_Output_Not_Regular	它已存在且不是普通文件（符号链接、FIFO、设备或文件夹），configure 不会替换它；请指定一个新文件或普通文件
    Mamsim_Configure_Output_Read_Only	该文件为只读；configure 不会替换任何人都无法写入的文件，请更改其权限或指定另一个文件
    Mamsim_Configure_Refused_Entitlements	这看起来是 entitlements 文件，而不是 Info.plist：-i 和 -e 是否弄反了？-i 接 Info.plist，-e 接 .entitlements 文件
    Mamsim_Configure_Refused_Layout	无法识别该文件的结构
    Mamsim_Configure_Refused_Not_Dictionary	该属性列表包含的是 %@，而不是 Info.plist 字典
    Mamsim_Configure_Refused_Not_UTF8	该文件不是有效的 UTF-8，因此无法作为文本编辑
    Mamsim_Configure_Refused_Not_XML_Text	%@ 含有控制字符 %@，XML 属性列表无法容纳它，因此这个二进制 Info.plist 无法写成 XML；请在 Xcode 中删除该字符，然后再次运行 configure
    Mamsim_Configure_Refused_Read_Back	修改后的文件无法按预期读回，因此保持原样
    Mamsim_Configure_Run_Again	每次修改这些文件或更新 SDK 后，请再次运行 mamsim configure
    Mamsim_Configure_Symlink	这是一个符号链接；configure 只修改普通文件，请指定它所指向的文件
    Mamsim_Configure_To_Do	需要手动完成：
    Mamsim_Configure_Too_Large	加上这些内容后文件将有 %d 字节，超过 mamsim 可读取的 %d 字节，因此未写入任何内容，文件保持原样：请在文件中腾出空间（或去掉不需要的内容）后再次运行 configure
    Mamsim_Consequence_Face_ID_Missing	缺少 NSFaceIDUsageDescription：iOS 不允许该应用使用面容 ID，因此 PIN 界面从不提供它。
    Mamsim_Consequence_Files_Close	MaxFileProtectionLevel %@：手机锁定约 10 秒后，应用受保护的文件（它的笔记数据库）在解锁前无法读取。
    Mamsim_Consequence_Files_Stay_Open	MaxFileProtectionLevel %@：手机锁定期间，应用的文件仍然可读。
    Mamsim_Consequence_MDM_No_Restart	MDM 应用配置指明了账户（IntuneMAMUPN/IntuneMAMOID）：MAM 注册后不会重启。此信息来自 SDK 的问题跟踪器，而非指南。
    Mamsim_Consequence_Managed_App_Twin	%@ 没有注册带 -intunemam 的 URL 方案：当组织数据只能发送到受管理的应用时，打开它会失败（iOS 错误 -10814）。此信息来自 SDK 的问题跟踪器，而非指南。
    Mamsim_Consequence_Past_Limit	%1$@ 列在 Apple 的 %2$d 个查询方案上限之后：canOpenURL 对它永远不会回答是。
    Mamsim_Consequence_Reported_Only	仅作报告，指南未说明其对手机的后果：另有 %d 项发现（mamsim check）。
    Mamsim_Consequence_Reported_Only_One	仅作报告，指南未说明其对手机的后果：另有 1 项发现（mamsim check）。
    Mamsim_Consequence_Scenes_Unenforced	场景清单缺少 UISceneConfigurations：注册和策略都已到达，应用也已重启，但什么都没有执行（没有 PIN，没有数据保护）。
    Mamsim_Consequence_Scenes_Unenforced_At_Once	场景清单缺少 UISceneConfigurations：注册和策略都已到达，但什么都没有执行（没有 PIN，没有数据保护）。
    Mamsim_Consequence_Twin_Missing	查询了 %1$@ 却没有 %2$@：在策略执行期间，即使该应用已安装，canOpenURL 也回答否。修复：先调用 isURLAllowed(_:isKnownManagedAppScheme: true)，再在空身份下调用 canOpenURL。
    Mamsim_Control_Admin_Footnote	更改在应用下次签入时生效。
    Mamsim_Control_Admin_Title	管理员 (F5)
    Mamsim_Control_Advance_Clock	时钟前进
    Mamsim_Control_App	应用
    Mamsim_Control_Background	后台
    Mamsim_Control_Check_In_Due	%@后下次签入。
    Mamsim_Control_Check_In_Now	立即签入
    Mamsim_Control_Clock_Away_Only	只有离开应用的时间才计入 PIN 的超时。
    Mamsim_Control_Device_Footnote	应用在下次恢复、签入或启动时察觉这些更改。
    Mamsim_Control_Device_Footnote_Stopped	应用已关闭：下次打开时才会察觉这些更改。
    Mamsim_Control_Device_Title	设备 (F4)
    Mamsim_Control_Disabled	已停用
    Mamsim_Control_Enabled	已启用
    Mamsim_Control_Enroll_Face	录入另一张面孔
    Mamsim_Control_Enroll_Finger	录入另一个指纹
    Mamsim_Control_Foreground	前台
    Mamsim_Control_Hints	↑↓ 移动 · Enter 更改 · Esc 关闭 · Ctrl+C 退出
    Mamsim_Control_Jailbroken	已越狱
    Mamsim_Control_Keys	Enter 更改，Esc 关闭。
    Mamsim_Control_Model	型号
    Mamsim_Control_Network	网络
    Mamsim_Control_No	否
    Mamsim_Control_Not_Running	未运行
    Mamsim_Control_Not_Set	未设置
    Mamsim_Control_Now_Check_In	R：立即签入。
    Mamsim_Control_Now_Launch	R：立即打开。
    Mamsim_Control_Now_Resume	R：立即切到后台再切回。
    Mamsim_Control_OS_Version	iOS 版本
    Mamsim_Control_Ordered	已下达
    Mamsim_Control_Phone_Locked	手机已锁定
    Mamsim_Control_Plus_12_Hours	+12 小时
    Mamsim_Control_Plus_30_Minutes	+30 分钟
    Mamsim_Control_Plus_90_Days	+90 天
    Mamsim_Control_Plus_Day	+1 天
    Mamsim_Control_Policy	策略
    Mamsim_Control_Sensor_Matches	%@ 匹配
    Mamsim_Control_Threat_Level	威胁级别
    Mamsim_Control_Wipe	擦除 %@
    Mamsim_Control_Yes	是
    Mamsim_Duration_Days	%d 天
    Mamsim_Duration_Hours	%d 小时
    Mamsim_Duration_Minutes	%d 分钟
    Mamsim_Duration_Second	1 秒
    Mamsim_Duration_Seconds	%d 秒
    Mamsim_Help_Arrows	↑ ↓               在列表中移动，滚动长屏幕
    Mamsim_Help_Backspace	Backspace         删除最后一个字符
    Mamsim_Help_Ctrl_C	Ctrl+C            立即退出 mamsim
    Mamsim_Help_Ctrl_L	Ctrl+L            重新绘制整个屏幕
    Mamsim_Help_Enter	Enter             按下按钮，打开条目
    Mamsim_Help_Escape	Esc               返回，关闭本帮助
    Mamsim_Help_F1	F1                本帮助
    Mamsim_Help_F2_F3	F2 / F3           完整的场景 / 事件面板
    Mamsim_Help_F4	F4                设备面板：越狱、iOS、网络、时钟
    Mamsim_Help_F5	F5                管理面板：擦除、停用、编辑策略
    Mamsim_Help_Mouse	鼠标点击          按下按钮，选中字段
    Mamsim_Help_Pages	PgUp / PgDn       按页滚动长屏幕（诊断）
    Mamsim_Help_Panel_Note	场景面板（在手机旁边，或按 F2 完整显示）列出可登录的帐户，以及服务会给每个帐户什么答复。
    Mamsim_Help_Quit	q                 退出（在应用中、字段之外）
    Mamsim_Help_Tab	Tab / Shift+Tab   在按钮和字段之间移动
    Mamsim_Help_Title	按键
    Mamsim_Hint_Admin_Panel	F5 管理员
    Mamsim_Hint_Checklist	F2 检查清单 · %@
    Mamsim_Hint_Device_Panel	F4 设备
    Mamsim_Hint_Digits	0-9 输入 PIN 码
    Mamsim_Hint_Enter	Enter 选择
    Mamsim_Hint_Escape	Esc 返回
    Mamsim_Hint_Help	F1 帮助
    Mamsim_Hint_Move	↑↓ 移动
    Mamsim_Hint_Narrow_Panels	F2/F3 面板
    Mamsim_Hint_Quit	q 退出
    Mamsim_Hint_Quit_Mamsim	Ctrl+C 退出
    Mamsim_Hint_Scroll	↑↓ PgUp PgDn 滚动
    Mamsim_Hint_Tab	Tab 下一个
    Mamsim_Home_Exit_Closed	%@ 已关闭。
    Mamsim_Home_Exit_Killed	%@ 已退出。
    Mamsim_Home_Exit_Restart	%@ 已关闭，以应用组织的设置。
    Mamsim_Home_Exit_Wiped	你的组织移除了其数据，%@ 已关闭。
    Mamsim_Home_Open_Hint	按 Enter 打开 %@
    Mamsim_Home_Other_Apps	此手机上的其他应用：
    Mamsim_Home_Resume_Hint	返回 %@
    Mamsim_Integration_App_Groups_Listed	AppGroupIdentifiers 列出了授权文件中的每个应用组
    Mamsim_Integration_App_Groups_Missing	授权文件授予了应用组 %@，但 AppGroupIdentifiers 没有列出，因此 SDK 无法保护应用存放在其中的数据
    Mamsim_Integration_Auto_Enroll_Needed	要求策略的应用必须在启动时注册：请将 AutoEnrollOnLaunch 设为 true
    Mamsim_Integration_Auto_Enroll_Set	MAMPolicyRequired 与 AutoEnrollOnLaunch 一起设置
    Mamsim_Integration_Cache_Group_Missing	缺少组“%@”：MSAL 在其中保存令牌缓存
    Mamsim_Integration_Client_Id_Needed	ADALClientId 必须填写应用在 Entra 应用注册中的客户端 ID
    Mamsim_Integration_Client_Id_Set	已设置 ADALClientId
    Mamsim_Integration_Containing_App_Needed	这是一个扩展（含有 NSExtension），因此 ContainingAppBundleId 必须填写包含它的应用的 bundle ID
    Mamsim_Integration_Containing_App_Set	扩展指明了包含它的应用
    Mamsim_Integration_Face_ID_Blank	Face ID 使用说明为空，iOS 不允许未说明理由的应用使用 Face ID，因此即使策略允许用 Face ID 代替应用 PIN，也无法提供
    Mamsim_Integration_Face_ID_Described	应用说明了使用 Face ID 的原因
    Mamsim_Integration_Face_ID_Missing	没有 Face ID 使用说明，iOS 就不允许应用使用 Face ID，因此即使策略允许用 Face ID 代替应用 PIN，也无法提供
    Mamsim_Integration_Finish_Launching_Needed	应用注册了后台任务（BGTaskSchedulerPermittedIdentifiers），因此 SDK 必须在启动时完成启动：请将 FinishLaunchingAtStartup 设为 true
    Mamsim_Integration_Finish_Launching_Set	有后台任务的应用已开启 FinishLaunchingAtStartup
    Mamsim_Integration_Group_Prefix_Alone	“%@”只是团队前缀，后面没有组名：请补上组名或删除该条目
    Mamsim_Integration_Group_Prefix_Gap	“%@”在团队前缀后多了一个点或空格，而前缀本身已以点结尾：请写成“%@”
    Mamsim_Integration_Group_Prefix_No_Dot	“%@”把团队 ID %@ 直接连在组名前，缺少点：请写成“%@”
    Mamsim_Integration_Group_Shared	“%@”已共享
    Mamsim_Integration_Group_Spaces_Around	“%@”两侧有空格，钥匙串会把它们当作组名的一部分：请写成“%@”
    Mamsim_Integration_Group_Unprefixed	“%@”没有团队前缀：请写成“%@”，这样才指向您团队的组
    Mamsim_Integration_Groups_Prefixed	每个组都带有团队前缀
    Mamsim_Integration_Invalid_URL_Scheme	“%@”不是 URL 方案（以字母开头，其后为字母、数字、+、- 或 .）：App Store 验证会拒绝上传（错误 409）；请只列出方案本身，例如 :// 之前的部分，并且不要为它添加 -intunemam 方案
    Mamsim_Integration_Keychain_Not_Array	keychain-access-groups 必须是组名数组，但其中一个也没有
    Mamsim_Integration_Keychain_Off	钥匙串共享未开启：授权文件中没有 keychain-access-groups
    Mamsim_Integration_Keychain_On	钥匙串共享已开启
    Mamsim_Integration_Mailto_Companion_Fine	未查询 mailto，或已同时列出 ms-outlook-intunemam
    Mamsim_Integration_Mailto_Companion_Missing	应用查询了 mailto，因此还必须列出“%@”，邮件才能交给受管理的 Outlook
    Mamsim_Integration_Mam_Group_Missing	缺少组“%@”：SDK 在其中保存自己的状态
    Mamsim_Integration_No_Scene_Manifest	应用未声明场景清单，因此不使用场景
    Mamsim_Integration_No_Settings	Info.plist 中没有 IntuneMAMSettings 字典，因此 SDK 没有客户端 ID
    Mamsim_Integration_Over_Limit_Remedy	%1$@；对应方案放不进 iOS %3$d 允许的 %2$d 个方案中，因此若该应用集成了 SDK，请先调用 IntuneMAMPolicy.isURLAllowed(_:isKnownManagedAppScheme: true)，再在空身份下调用 canOpenURL
    Mamsim_Integration_Override_Group_Missing	缺少组“%@”：ADALCacheKeychainGroupOverride 将其指定为 MSAL 的令牌缓存
    Mamsim_Integration_Own_Group_First	应用自己的组排在最前面
    Mamsim_Integration_Own_Group_Move	第一个组“%@”属于 SDK：应用自己的钥匙串项目存放在第一个组中，因此请把第 %d 行上应用自己的组移到最前面
    Mamsim_Integration_Policy_Required_App_Store	没有策略就无法启动的应用不会被 App Store 接受
    Mamsim_Integration_Queried_Not_Scheme	“%@”不是方案（以字母开头，其后为字母、数字、+、- 或 .）：canOpenURL 永远不会匹配它；请只列出方案本身，例如 :// 之前的部分
    Mamsim_Integration_Queried_Twin_Missing	查询了“%@”却没有对应的“%@”：策略生效期间，canOpenURL 对它的回答可能有误
    Mamsim_Integration_Queried_Twins_Present	每个查询的方案都有对应的 -intunemam 方案
    Mamsim_Integration_Queries_No_Limit	查询了 %d 个 scheme，无需检查上限：Apple 的上限从链接 iOS 15 的应用开始适用，而此应用链接的是 iOS %d
    Mamsim_Integration_Queries_No_Limit_One	查询了 %d 个 scheme，无需检查上限：Apple 的上限从链接 iOS 15 的应用开始适用，而此应用链接的是 iOS %d
    Mamsim_Integration_Queries_Not_Array	LSApplicationQueriesSchemes 必须是方案数组，而不是 %@
    Mamsim_Integration_Queries_Over_Limit	查询了 %1$d 个方案，比 iOS %4$d 允许的 %3$d 个多 %2$d 个：canOpenURL 对 %5$@ 一律回答否。请删去 %6$d 个 -intunemam 对应方案，只选你确知集成了 Intune SDK 的应用的对应方案（mamsim 无法判断哪些应用集成了；列表中有 %7$@），并改为在 canOpenURL 之前为这些应用调用 IntuneMAMPolicy.isURLAllowed(_:isKnownManagedAppScheme: true)
    Mamsim_Integration_Queries_Over_Limit_Few_Twins	查询了 %1$d 个方案，比 iOS %4$d 允许的 %3$d 个多 %2$d 个：canOpenURL 对 %5$@ 一律回答否。请删去对应方案 %6$@，改为在 canOpenURL 之前为这些应用调用 IntuneMAMPolicy.isURLAllowed(_:isKnownManagedAppScheme: true)，然后再删去应用自身查询的方案中的 %7$d 个（SDK 的 %8$d 个必须保留）
    Mamsim_Integration_Queries_Over_Limit_No_Twin	查询了 %1$d 个方案，比 iOS %4$d 允许的 %3$d 个多 %2$d 个：canOpenURL 对 %5$@ 一律回答否。列表中没有可删去的对应方案：请删去应用自身查询的方案中的 %6$d 个（SDK 的 %7$d 个必须保留）
    Mamsim_Integration_Queries_Within_Limit	查询了 %1$d 个方案，未超过链接 iOS %3$d 时允许的 %2$d 个
    Mamsim_Integration_Queries_Within_Limit_One	查询了 %1$d 个方案，未超过链接 iOS %3$d 时允许的 %2$d 个
    Mamsim_Integration_Redirect_Needed	ADALRedirectUri 和 ADALRedirectScheme 都未设置，因此登录后无法返回应用
    Mamsim_Integration_Redirect_Set	已设置 %@
    Mamsim_Integration_Scene_Configurations_Declared	场景清单声明了场景配置
    Mamsim_Integration_Scene_Configurations_Missing	场景清单中没有场景配置：注册和策略都会到达，但 SDK 可能在应用中什么也不保护。请声明一个配置；如果应用不使用场景，请删除该清单
    Mamsim_Integration_Sdk_Group_First	第一个组“%@”属于 SDK：应用自己的钥匙串项目存放在第一个组中，因此请把应用自己的组放在最前面
    Mamsim_Integration_Sdk_Schemes_Listed	SDK 自己的方案都已列出
    Mamsim_Integration_Sdk_Schemes_Missing	SDK 自身查询的 %2$d 个方案中有 %1$d 个未列出：%3$@
    Mamsim_Integration_Sdk_Schemes_Missing_One	SDK 自身查询的 %2$d 个方案中有 %1$d 个未列出：%3$@
    Mamsim_Integration_Status_Line	%@：%@
    Mamsim_Integration_Status_Missing	缺失
    Mamsim_Integration_Status_Note	提示
    Mamsim_Integration_Status_Pass	通过
    Mamsim_Integration_Status_Wrong	不正确
    Mamsim_Integration_Step_Face_ID	Face ID 使用说明
    Mamsim_Integration_Step_Keychain_Sharing	钥匙串共享
    Mamsim_Integration_Step_Queried_Schemes	查询的 URL 方案
    Mamsim_Integration_Step_Query_Limit	Apple 对查询方案数量的限制
    Mamsim_Integration_Step_Required_Settings	必需的设置
    Mamsim_Integration_Step_Scene_Manifest	场景清单
    Mamsim_Integration_Step_Settings_Rules	IntuneMAMSettings 规则
    Mamsim_Integration_Step_Suffix	%@（步骤：%@）
    Mamsim_Integration_Step_URL_Schemes	应用自己的 URL 方案
    Mamsim_Integration_URL_Schemes_Fine	应用的每个 URL 方案都有效，并有对应的 -intunemam 方案
    Mamsim_Integration_URL_Twin_Missing	应用的方案“%@”没有对应的“%@”：只能向受管理应用发送组织数据的受管理应用无法打开本应用
    Mamsim_Integration_URL_Types_Wrong_Kind	%@ 必须是 %@，而不是 %@，否则 iOS 会忽略它
    Mamsim_Location_Local	此手机
    Mamsim_Location_OneDrive	OneDrive for Business
    Mamsim_Managed_App_Line	由 %@ 管理，与 %@ 出自同一发布者。
    Mamsim_Managed_App_Name	%@ 任务
    Mamsim_Managed_App_Not_Opened_Message	无法打开 %@：SDK 通过该应用带 -intunemam 的 URL 方案打开它，而该应用没有注册这个方案（iOS 错误 -10814）。
    Mamsim_Notice_Can_Open_URL_No	canOpenURL 对 %@: 回答否，因此应用找不到可以打开它的应用。
    Mamsim_Notice_Clipboard_Empty	剪贴板是空的。
    Mamsim_Notice_Copied	已复制 %d 个字符。
    Mamsim_Notice_Copied_One	已复制 1 个字符。
    Mamsim_Notice_Link_In_View	网页视图打开了 %@。
    Mamsim_Notice_No_App_For_Scheme	此手机上没有能打开 %@: 链接的应用，所以链接没有去向。
    Mamsim_Notice_Note_Needs_Title	请先给笔记起个标题。
    Mamsim_Notice_Pasted	已粘贴 %d 个字符。
    Mamsim_Notice_Pasted_One	已粘贴 1 个字符。
    Mamsim_Notice_Printed	已发送到打印机。
    Mamsim_Notice_Received	%@ 已将其作为新笔记接收。
    Mamsim_Notice_Saved	已保存到%@。
    Mamsim_Notice_Shared	已发送到 %@。
    Mamsim_Notice_Uploaded	页面已收到该文件。
    Mamsim_Notice_User_Name_Needed	请先输入你的用户名。
    Mamsim_Other_App_Field	文本
    Mamsim_Outcome_Allowed	允许
    Mamsim_Outcome_Blocked	已阻止
    Mamsim_Outcome_Default_Browser	默认浏览器
    Mamsim_Outcome_In_View	留在视图中
    Mamsim_Outcome_Managed_Browser	受管理的浏览器
    Mamsim_Outcome_No_App	没有处理该协议的应用
    Mamsim_Panel_Accounts	帐户
    Mamsim_Panel_Clipboard	剪贴板
    Mamsim_Panel_Clipboard_Empty	空
    Mamsim_Panel_Decision_Line	%@ %@（视为 %@）：%@
    Mamsim_Panel_Decisions	数据决定
    Mamsim_Panel_Device	设备
    Mamsim_Panel_Device_Line	%@ · iOS %@ · %@
    Mamsim_Panel_Device_Line_Jailbroken	%@ · iOS %@ · %@ · 已越狱
    Mamsim_Panel_Events	委托事件
    Mamsim_Panel_Integration	你的应用文件
    Mamsim_Panel_Managed_Browser	已安装受管理的浏览器
    Mamsim_Panel_More_Line	… 还有 1 行
    Mamsim_Panel_More_Lines	… 还有 %d 行
    Mamsim_Panel_No_Events	还没有委托调用。
    Mamsim_Panel_No_Policy	无
    Mamsim_Panel_Offline	离线
    Mamsim_Panel_Online	在线
    Mamsim_Panel_Policy	策略
    Mamsim_Panel_User_Disabled	已停用：无法登录
    Mamsim_Panel_User_Not_Licensed	无许可证：200
    Mamsim_Panel_User_Not_Targeted	未被策略指定：225
    Mamsim_Panel_User_Targeted	已被策略指定：100，受管理
    Mamsim_Passcode_Change_Required_Passcode_Expired_One	你的应用访问码已使用超过 1 天，请设置新的应用访问码。
    Mamsim_Passcode_Change_Required_Pin_Expired_One	你的 PIN 码已使用超过 1 天，请设置新的 PIN 码。
    Mamsim_Passcode_Length_Required_One	至少 1 个字符。
    Mamsim_Passcode_Reused_One	请选择一个与上次不同的应用访问码。
    Mamsim_Passcode_Rules_Changed	你的组织更改了应用访问码规则，你的应用访问码已不再符合，请设置新的应用访问码。
    Mamsim_Personal_App_Line	一个个人应用。没有任何策略管理它。
    Mamsim_Personal_App_Name	记事本
    Mamsim_Pin_Length_Required_One	请使用 1 位数字。
    Mamsim_Pin_Reused_One	请选择一个与上次不同的 PIN 码。
    Mamsim_Pin_Rules_Changed	你的组织更改了 PIN 码规则，你的 PIN 码已不再符合，请设置新的 PIN 码。
    Mamsim_Present_End	脚本结尾
    Mamsim_Present_Hint	F1 按键 · q 退出
    Mamsim_Present_Hint_Off_Script	F1 按键 · Ctrl+C 退出
    Mamsim_Present_Keys_Off_Script	其他键、F4、F5：脱离脚本试用 · Ctrl+R 回到脚本
    Mamsim_Present_Keys_Script	空格或 → 继续 · ← 上一幕 · 1-9 跳到该幕 · q 退出
    Mamsim_Present_Off_Script	脱离脚本：手机由你操作。按 Ctrl+R 回到脚本。
    Mamsim_Present_Scene	第 %d 幕，共 %d 幕：%@
    Mamsim_Present_Start	脚本开头
    Mamsim_Present_Too_Small	终端太小，无法演示：需要 %@（手机加两行字幕），现有 %@。请把它调大；脚本会等待。q 和 Ctrl+C 退出。
    Mamsim_Queried_App_Name	%@ 应用
    Mamsim_Store_Error_Check_Pin	模拟设备无法检查你的 PIN 码。这不算作一次错误输入。
    Mamsim_Store_Error_Clear_Pin	模拟设备无法清除应用 PIN 码。
    Mamsim_Store_Error_In_Memory	设备只存在于内存中（--ephemeral）。
    Mamsim_Store_Error_Location	设备保存在 %@。
    Mamsim_Store_Error_Reason	存储返回：%@
    Mamsim_Store_Error_Reset	关闭应用以重试，或退出后运行 mamsim reset 从头开始。
    Mamsim_Store_Error_Save_Pin	模拟设备无法保存你的新 PIN 码。它并未被拒绝：只是什么都没有保存。
    Mamsim_Store_Error_Save_Step	模拟设备无法保存应用刚才的操作。
    Mamsim_Store_Error_Title	设备存储出错
    Mamsim_Too_Small	终端太小：需要 %@，现有 %@。请把它调大。在此之前只有 F1（帮助）、q 和 Ctrl+C（退出）可用。
    Mamsim_Too_Small_Quit	按 q 退出
    Mamsim_Too_Small_Short	太小：需要 %@。
    Mamsim_Upload_Blocked	此应用不接受从此页面上传文件。
    Mamsim_Web_View_Policy	网页视图策略：%@
    Mamsim_Web_View_Policy_Delegate	网页视图策略：%@，带 isExternalURL
    Mamsim_World_Change_Refused	未更改：%@
    ManagedBrowser_Any_Name	它所管理的浏览器
    ManagedBrowser_Edge_Name	Microsoft Edge
    ManagedBrowser_Required_Message	你的组织要求在 %@ 中打开此链接，但此手机上没有它。请先安装，然后重试。
    ManagedBy_Label	你的组织管理此应用中的数据。正在检查其要求…
    Max_Attempt_Reset_Message	PIN 码尝试次数已用完。请以 %@ 登录来设置新的 PIN 码。
    Max_Attempt_Reset_Passcode_Message	应用访问码的尝试次数已用完。请以 %@ 登录，以设置新的应用访问码。
    Max_Attempt_Reset_Title	尝试次数过多
    Mdx_Admin_Lock_Message	你的组织已锁定 %@。请联系技术支持。
    Mdx_Admin_Lock_Title	应用已锁定
    Mdx_Answer_Line	%@ → %@
    Mdx_Answer_Undefined	%@ → %@（未定义：不要在这里询问）
    Mdx_Auth_Locked_Message	请用目录密码登录以解锁 %@。
    Mdx_Auth_Locked_Title	错误的 PIN 码次数过多
    Mdx_Confirm_Pin_Label	再次输入 PIN 码
    Mdx_Create	创建
    Mdx_Create_Pin_Message	请选择 %d 位数字。此 PIN 码用于打开你的工作应用。
    Mdx_Create_Pin_Title	创建 Citrix PIN 码
    Mdx_Credentials_Message	请使用目录用户名和密码登录 %@。
    Mdx_Credentials_Title	你的工作帐户
    Mdx_Denial_Offline	这需要网络，而手机处于离线状态。
    Mdx_Denial_Pin_Rules	请使用 %d 位数字。
    Mdx_Denial_Pins_Differ	两次输入的 PIN 码不一致。
    Mdx_Denial_Unknown_Server	该地址没有服务器响应。
    Mdx_Denial_Wrong_Credentials	用户名或密码不正确。
    Mdx_Denial_Wrong_Pin	PIN 码错误。还剩 %d 次机会。
    Mdx_Denial_Wrong_Pin_Last_Try	PIN 码错误。还剩 1 次机会。
    Mdx_Help_F4	F4                设备面板：Secure Hub、网络、越狱、时钟
    Mdx_Help_F5	F5                管理面板：锁定、解锁、擦除、恢复应用
    Mdx_Help_Note	手机旁边的面板显示 MdxManager 现在的回答及其原因。
    Mdx_Home_Open	打开 %@
    Mdx_Hub_Install	安装 Secure Hub
    Mdx_Hub_Missing_Message	%@ 由 %@ 管理。请安装 Secure Hub，此应用随后将通过它打开。
    Mdx_Hub_Missing_Title	需要 Secure Hub
    Mdx_Jailbreak_Message	你的组织不允许 %@ 在越狱的手机上运行。
    Mdx_Jailbreak_Title	不允许使用此手机
    Mdx_Logon	登录
    Mdx_Logon_Check	logonMdxWithFlag(force: false)
    Mdx_Logon_Force	logonMdxWithFlag(force: true)
    Mdx_Logon_Message	Secure Hub 会为你登录，然后带你回到 %@。
    Mdx_Logon_Title	输入 Citrix PIN 码
    Mdx_Mode_General	不受管理 General
    Mdx_Mode_Managed	受管理
    Mdx_Mode_Premium	不受管理 Premium
    Mdx_Next	下一步
    Mdx_Offline_Message	请连接网络并重新登录，以继续使用 %@。
    Mdx_Offline_Title	离线时间过长
    Mdx_Ok	确定
    Mdx_Panel_Admin	管理员 (F5)
    Mdx_Panel_Device	设备 (F4)
    Mdx_Panel_Hints	上/下：选择 · Enter：执行 · Esc：关闭
    Mdx_Panel_No	否
    Mdx_Panel_Server	服务器 %@
    Mdx_Panel_State	Secure Hub：%@ · 网络：%@ · 越狱：%@。
    Mdx_Panel_Title	MdxManager 的回答（%@）
    Mdx_Panel_Yes	是
    Mdx_Passcode_Message	%@ 已闲置一段时间。请输入 PIN 码以继续。
    Mdx_Password_Label	密码
    Mdx_Pin_Label	PIN 码
    Mdx_Reason_Admin_Value	管理员为 %@ 设置的值。
    Mdx_Reason_App_Not_Running	应用未运行，因此没有任何调用。
    Mdx_Reason_Console_Default	管理员将 %@ 保留为控制台的默认值。
    Mdx_Reason_Enrolled_User	在 Secure Hub 中注册的用户，无论当前是否已登录。
    Mdx_Reason_General_No_Policies	不受管理 General：该应用完全没有 MDX 策略。
    Mdx_Reason_Managed_Policies_Embedded	该应用受管理：管理员的策略已嵌入，并会向服务器的密钥保管库请求加密机密。
    Mdx_Reason_Not_Enrolled	尚无人在 Secure Hub 中注册，因此名称为空。
    Mdx_Reason_Not_Managed	该应用不受管理：服务器未发来策略包。
    Mdx_Reason_Opened_By_Secure_Hub	Secure Hub 在登录后返回时打开了该应用。
    Mdx_Reason_Opened_By_User	用户打开了该应用，或它自行从后台返回。
    Mdx_Reason_Premium_Defaults_File	不受管理 Premium：随附的 default_policies.xml 中 %@ 的值。
    Mdx_Reason_Premium_Defaults_Missing	不受管理 Premium：随附的 default_policies.xml 未设置 %@。
    Mdx_Reason_Secure_Hub_Absent	此手机上未安装 Secure Hub。
    Mdx_Reason_Secure_Hub_Present	已安装 Secure Hub，因此可以通过 MDX 控制该应用。
    Mdx_Reason_Undefined_During_Will_Enter_Foreground	在 applicationWillEnterForeground 期间读取，此时该回答不可信；请在应用激活后再询问。
    Mdx_Reason_Unknown_Policy	没有名为 %@ 的 MDX 策略。
    Mdx_Reminder_Message	%@ 必须在 %d 分钟内连接到你组织的网络，否则将被锁定。
    Mdx_Reminder_Title	请尽快连接
    Mdx_Row_Advance	将时钟拨快 %d 分钟
    Mdx_Row_Advance_Day	将时钟拨快 1 天
    Mdx_Row_App_Lock	锁定应用
    Mdx_Row_App_Unlock	解锁应用
    Mdx_Row_App_Unwipe	撤销应用擦除
    Mdx_Row_App_Wipe	擦除应用
    Mdx_Row_Background	将应用切到后台
    Mdx_Row_Foreground	将应用切回前台
    Mdx_Row_Go_Offline	网络：关闭
    Mdx_Row_Go_Online	网络：打开
    Mdx_Row_Install_Hub	安装 Secure Hub
    Mdx_Row_Jailbreak	越狱此手机
    Mdx_Row_Quit_App	关闭应用
    Mdx_Row_Remove_Hub	移除 Secure Hub
    Mdx_Row_Sign_Off	在 Secure Hub 中注销
    Mdx_Row_Unjailbreak	撤销越狱
    Mdx_Running_No_Data	应用的工作数据已被清除。
    Mdx_Running_Signed_In	已登录为 %@
    Mdx_Running_Unmanaged	以 %@ 模式运行，不通过 Secure Hub 登录
    Mdx_Secure_Hub_Bar	Secure Hub
    Mdx_Server_Label	服务器地址
    Mdx_Server_Message	请输入你组织的服务器地址。
    Mdx_Server_Title	注册此手机
    Mdx_Sign_In	登录
    Mdx_Status	F1：按键 · Tab：下一个 · Enter：选择 · F4：设备 · F5：管理员 · F10：退出
    Mdx_Title	mamsim · Citrix MDX · %@ · %@
    Mdx_Unlock	解锁
    Mdx_User_Label	用户名
    Mdx_Vault_Back	返回
    Mdx_Vault_Caller	从 %@ 调用（组 %@）
    Mdx_Vault_Caller_Locked	已锁定：此应用须先登录。
    Mdx_Vault_Caller_Wiped	已擦除：撤销擦除前无法访问保险库。
    Mdx_Vault_Class_Call	类方法调用
    Mdx_Vault_Class_Delete	移除
    Mdx_Vault_Class_Get	读取
    Mdx_Vault_Class_Save	替换
    Mdx_Vault_Create	新建
    Mdx_Vault_Delete	删除
    Mdx_Vault_Error_5101	5101：此应用所属的组中没有这个名称的保险库。
    Mdx_Vault_Error_5102	5102：保险库存在，但其数据无法读取。
    Mdx_Vault_Error_5111	5111：此应用加载之后，另一个应用写入了保险库。请重新加载，或强制同步。
    Mdx_Vault_Error_5121	5121：没有可写入的内容（没有键值对，或键为空）。
    Mdx_Vault_Force_Sync	强制同步
    Mdx_Vault_Key	键
    Mdx_Vault_Load	加载
    Mdx_Vault_Lock_App	锁定
    Mdx_Vault_Logon_App	登录
    Mdx_Vault_Merge	合并
    Mdx_Vault_Next_App	其他应用
    Mdx_Vault_No_Error	上一次调用成功了。
    Mdx_Vault_Open	共享保险库
    Mdx_Vault_Sync	同步
    Mdx_Vault_Title	保险库“%@”
    Mdx_Vault_Value	值
    Mdx_Walk_Enrol_Do	输入服务器地址 %@，然后以 %@ 身份、使用密码 %@ 登录。
    Mdx_Walk_Enrol_No_User	输入服务器地址 %@；该场景没有可用于登录的目录用户。
    Mdx_Walk_Enrol_Title	在 Secure Hub 中注册
    Mdx_Walk_Hub_Do	如果应用提示缺少 Secure Hub，请选择“%@”。
    Mdx_Walk_Hub_Title	手机上已有 Secure Hub
    Mdx_Walk_Lock_Do	按 F5，选择应用锁定并按 Enter：应用会显示它已被锁定。
    Mdx_Walk_Lock_Title	管理员锁定应用
    Mdx_Walk_Locked_Early	应用在此步骤之前就被锁定了：按 F5，选择 %@ 并按 Enter，完成此步骤，然后再次锁定应用。
    Mdx_Walk_Logon_Do	在应用中按“%@”；Secure Hub 会要求输入 PIN，然后把你送回应用。
    Mdx_Walk_Logon_Title	再次通过 Secure Hub 登录
    Mdx_Walk_Managed_Do	回到应用后：isAppManaged 现在返回 true，getValueOfPolicy 给出管理员设置的值。在引导之外，手机旁的面板会显示每个回答。
    Mdx_Walk_Managed_Title	应用已受管理
    Mdx_Walk_Not_Managed	该场景中的应用不处于受管理模式，因此永远不会变为受管理：请使用受管理的 Citrix 场景。
    Mdx_Walk_Pin_Do	选择一个 %d 位数字的 PIN，并再输入一次以确认。
    Mdx_Walk_Pin_Title	创建 Citrix PIN
    Mdx_Wiped_Message	你的组织已删除 %@ 的工作数据以及此手机的注册。请联系技术支持。
    Mdx_Wiped_Title	应用已擦除
    NoPolicyWarning_Message	此应用由你的组织管理时效果最佳。目前你仍可继续使用。
    NoPolicyWarning_Title	欢迎
    NoPolicy_Message	你的组织尚未为 %@ 设置此应用。请移除该帐户，或联系 IT 支持人员。
    NoPolicy_Title	应用尚未设置
    Notes_Account_Field	工作帐户
    Notes_Action_Copy	复制文本
    Notes_Action_Home	主屏幕
    Notes_Action_Link	打开 %@
    Notes_Action_Paste	粘贴
    Notes_Action_Print	打印
    Notes_Action_Save_Local	保存到此手机
    Notes_Action_Save_OneDrive	保存到 OneDrive
    Notes_Action_Share	分享到 %@
    Notes_Action_Upload	从“文件”上传文件
    Notes_Back_Button	返回
    Notes_Body_Field	正文
    Notes_Empty	还没有笔记。按 n 写一条。
    Notes_Legend	C 公司 · P 个人
    Notes_Managed_Badge	受管理
    Notes_Menu_Back	返回
    Notes_Menu_Button	菜单
    Notes_Menu_Diagnostics	诊断
    Notes_Menu_Home	主屏幕
    Notes_Menu_New_Note	新建笔记
    Notes_Menu_Sign_In	登录
    Notes_Menu_Sign_Out	退出登录
    Notes_Menu_Switch_Personal	切换到个人
    Notes_Menu_Switch_Work	切换到工作帐户
    Notes_Menu_Title	菜单
    Notes_Menu_Web_Views	网页视图
    Notes_New_Note_Title	新建笔记
    Notes_Not_Now_Button	以后再说
    Notes_Owned_By	%@ 的工作笔记
    Notes_Password_Field	密码
    Notes_Paste_Field	粘贴到这里
    Notes_Personal_Badge	P
    Notes_Personal_Identity_Badge	个人
    Notes_Personal_Owner	%@ · 个人
    Notes_Save_Button	保存
    Notes_Sign_In_Hint	演示帐户：%@ / %@
    Notes_Sign_In_Message	用工作帐户打开 %@。
    Notes_Sign_In_Title	登录 %@
    Notes_Signed_In_As	%@
    Notes_Signed_Out	未登录
    Notes_Signing_In	正在登录…
    Notes_Signing_Out	正在退出登录…
    Notes_Title_Field	标题
    Notes_Unreadable	手机锁定期间无法读取笔记数据库：应用的文件受 NSFileProtectionComplete 保护。请解锁手机（F4）。
    Notes_Web_Views_Title	网页视图
    Notes_Work_Badge	C
    Numeric_PIN_Not_Allowed	请加入一个字母或符号。
    OK_Button	确定
    OfflineWipeConfirm_Message	请尽快重新连接你的组织：如果一直没有连接，组织数据将在 %@ 后被移除。
    OutgoingData_Blocked_Message	你的组织不允许将其数据发送到那个应用。
    OutgoingData_SaveAs_Blocked_Message	你的组织不允许将其数据保存到那里。
    Passcode_Change_Required_Passcode_Expired	你的应用访问码已使用超过 %d 天，请设置新的应用访问码。
    Passcode_Change_Required_Pin_Expired	你的 PIN 码已使用超过 %d 天，请设置新的 PIN 码。
    Passcode_Length_Required	至少 %d 个字符。
    Passcode_Mixed_Required	须包含数字、字母和符号。
    Passcode_Reused	请选择一个最近 %d 次都没用过的应用访问码。
    Pin_Digits_Only	只能使用数字。
    Pin_Length_Required	请使用 %d 位数字。
    Pin_Reused	请选择一个最近 %d 次都没用过的 PIN 码。
    PolicyRequiresRestartNow_Message	你的组织现在会保护此应用中的组织数据。选择“确定”后应用将关闭，请重新打开以继续。
    PolicyRequiresRestartNow_Title	需要重新启动
    PrintingBlocked_Message	你的组织不允许从此应用打印其数据。
    Remove_Account_Button	移除帐户
    Retry_Button	重试
    Set_Passcode_Confirm	请再次输入同一应用访问码以确认。
    Set_Passcode_Error	两次输入的应用访问码不一致，请重新开始。
    Set_Passcode_Message	你的组织要求设置应用访问码，才能在此应用中打开组织数据。
    Set_Passcode_Title	设置应用访问码
    Set_Pin_Confirm	请再次输入同一 PIN 码以确认。
    Set_Pin_Error	两次输入的 PIN 码不一致，请重新开始。
    Set_Pin_Message	你的组织要求设置 PIN 码，才能在此应用中打开组织数据。
    Set_Pin_Title	设置 PIN 码
    SignIn_Message	请用工作帐户登录。
    SignIn_Title	登录
    Sign_In_Button	登录
    Simple_PIN_Not_Allowed	不能使用 111 或 123 这类重复或连续的数字。
    Simple_Passcode_Not_Allowed	不能使用 aaa 或 abc 这类重复或连续的字符。
    Touch_ID_Change_Detected_Enter_Passcode_Message	此设备上录入的面容或指纹已更改。请输入应用访问码以继续。
    Touch_ID_Change_Detected_Enter_Pin_Message	此设备上录入的面容或指纹已更改。请输入 PIN 码以继续。
    Use_Face_ID_Button	使用面容 ID
    Use_Touch_ID_Button	使用触控 ID
    Walkthrough_A_Group	一个组
    Walkthrough_A_Licensed_Untargeted	一个有许可证但未被指定的帐户
    Walkthrough_All_Passed	所有步骤都已通过。按 Ctrl+C 写出报告并退出。
    Walkthrough_An_Untargeted_One	一个未被指定的帐户
    Walkthrough_Assigned_To	已分配给 %@，其中有 %@。
    Walkthrough_Auth_Disabled	该帐户已在租户中停用，无法登录。
    Walkthrough_Auth_Hint	%@被指定的帐户是 %@，密码 %@。
    Walkthrough_Auth_Offline	设备处于离线状态：请重新打开网络（F4）。
    Walkthrough_Auth_Unknown_User	租户中没有这个帐户。
    Walkthrough_Auth_Wrong_Password	身份提供者拒绝了该密码。
    Walkthrough_Become_Managed_How	%@然后在提示时重新启动，并设置 PIN 码。
    Walkthrough_Character	1 个字符
    Walkthrough_Characters	%d 个字符
    Walkthrough_Copy_Managed_How	打开 %@ 并选择“复制文本”。它算作受管理帐户的数据。
    Walkthrough_Copy_Unmanaged_How	菜单，网页视图，然后 %@；选择“复制文本”。它算作不受管理。
    Walkthrough_Digit	1 位数字
    Walkthrough_Digits	%d 位数字
    Walkthrough_Exit_Criteria_Title	退出标准
    Walkthrough_Explain_200	%@ 没有 Intune 许可证：服务答复 200；应用保持非受管。
    Walkthrough_Explain_205	设备处于离线状态：注册以 205 失败，稍后会重试。
    Walkthrough_Explain_225	%@ 有许可证，但此应用没有策略指定它：服务答复 225，所以不会重新启动。
    Walkthrough_External_Link_How	在 %@ 中打开 %@：应用认为它是外部链接，因此 SDK 会查看策略；除非要求使用托管浏览器，否则由视图加载它。
    Walkthrough_First_Mdx_Title	第一个 MDX 应用：Secure Hub、登录、策略、应用锁定
    Walkthrough_First_Policy_Title	首个策略测试
    Walkthrough_Installed	%@ %@ 已安装并打开。
    Walkthrough_Integration_Checked	在模拟器启动前已在 %@ 中检查。
    Walkthrough_Integration_More	%@（报告中还有 %d 项）
    Walkthrough_Integration_More_One	%@（报告中还有 1 项）
    Walkthrough_Integration_Title	集成：应用自己的文件、首个策略、退出标准
    Walkthrough_More_Above	↑ 上方还有 %d 行
    Walkthrough_More_Above_One	↑ 上方还有 1 行
    Walkthrough_More_Below	↓ 下方还有 %d 行
    Walkthrough_More_Below_One	↓ 下方还有 1 行
    Walkthrough_Needs_Vendor_Do	请在 "vendor" 为 "%@" 的场景上启动它。
    Walkthrough_Needs_Vendor_Title	此测试适用于另一个 SDK
    Walkthrough_No	否
    Walkthrough_No_Assigned_Account	没有已启用且有许可证的帐户在已分配的组中
    Walkthrough_No_Policy	没有策略。
    Walkthrough_No_Policy_For	场景中没有针对 %@ 的策略
    Walkthrough_No_Policy_Targets	没有策略指定 %@
    Walkthrough_No_Suitable_Account	此场景中没有合适的帐户。
    Walkthrough_Nobody	无人
    Walkthrough_Note	提示：%@
    Walkthrough_Outcome_Failed	失败
    Walkthrough_Outcome_Passed	通过
    Walkthrough_Outcome_Pending	未到达
    Walkthrough_Outcome_Prepared	由场景预先设定
    Walkthrough_Paste_Personal_How	菜单，主屏幕，%@，然后粘贴。由剪贴板级别决定。
    Walkthrough_Pin_Breaks_Rule	该 PIN 码违反了策略的一条规则：%@请换一个。
    Walkthrough_Pin_Mismatch	两次输入的 PIN 码不一致：请将同一个 PIN 码输入两次。
    Walkthrough_Pin_Not_Enforced	不会要求输入 PIN 码：应用的场景清单没有 UISceneConfigurations，因此 SDK 收到了策略，但其中任何一项都不会强制执行。请在 Info.plist 中添加场景配置，然后重新演练一遍。
    Walkthrough_Pin_Not_Required	非必需
    Walkthrough_Pin_Required	必需
    Walkthrough_Policy_Applies_At_Once	请稍候：此应用必须有策略（MAMPolicyRequired），因此策略一到达，SDK 就会直接应用，无需重新启动。
    Walkthrough_Policy_Settings	%@：PIN 码%@，至少 %@，离开 %@ 后再次询问。
    Walkthrough_Policy_Targets	策略指定了 %@。
    Walkthrough_Preflight_No_External_Link	没有任何网页视图带有 isExternalURL 委托以及它判定为外部的链接。
    Walkthrough_Preflight_No_Managed_View	没有任何网页视图算作受管理帐户的：请为其中一个设置 currentIdentity 策略。
    Walkthrough_Preflight_No_Pin	该策略不要求 PIN 码（pinRequired 为 false）：PIN 码步骤无法进行。
    Walkthrough_Preflight_No_Targeted	没有已启用且有许可证的帐户被 %@ 的策略指定：谁都收不到首个策略。
    Walkthrough_Preflight_No_Unmanaged_View	对受管理帐户而言，没有任何网页视图算作不受管理：请设置 TreatAllWebViewsAsUnmanaged，或为某个视图设置 unmanaged 策略。
    Walkthrough_Preflight_No_Untargeted	退出标准需要一个有许可证、且未被任何策略指定的帐户；此场景中没有。
    Walkthrough_Preflight_No_Web_Views	该应用未声明任何网页视图（app.webViews），所以没有可尝试的内容。
    Walkthrough_Prepared_By_Scenario	已由场景准备：%@
    Walkthrough_Prepared_Folded	%d–%d. 已由场景准备
    Walkthrough_Prepared_Open	已准备：%@ 已打开。
    Walkthrough_Report_Change_At	将 %@ 处的值替换为：
    Walkthrough_Report_Columns	| # | 步骤 | 结果 | 时间或原因 |
    Walkthrough_Report_Decisions	数据保护决定
    Walkthrough_Report_Events	委托事件
    Walkthrough_Report_Events_Mdx	SDK 回调
    Walkthrough_Report_Files	已检查的文件：%@。
    Walkthrough_Report_Findings	集成检查结果
    Walkthrough_Report_Last_Note	最后的提示：%@
    Walkthrough_Report_No_Decisions	没有请求任何决定。
    Walkthrough_Report_No_Events	无。
    Walkthrough_Report_No_Events_Mdx	MDX SDK 不调用任何委托：每一步都根据应用的状态检查。
    Walkthrough_Report_Not_Passed	未通过
    Walkthrough_Report_Passed	通过
    Walkthrough_Report_Scenario	场景：%@。应用：%@（%@）。
    Walkthrough_Report_Time_Taken	用时：会话时间 %@。
    Walkthrough_Report_Title	%@：%@
    Walkthrough_Restart_Prompt	在重新启动提示上按 Enter（确定），应用将关闭。在主屏幕上按 Enter 重新打开它。
    Walkthrough_Restart_Prompt_Reopen	在重新启动提示上按 Enter（确定），再在主屏幕上按 Enter 重新打开应用。
    Walkthrough_Restarts_Itself	请稍候：策略到达后应用会自行重新启动。
    Walkthrough_Right_Here_225	这里出现 225 是对的：%@ 有许可证但未被指定，应用以非受管方式继续。
    Walkthrough_Rule_Digits_Only	数字 PIN 码只能包含数字。
    Walkthrough_Rule_Expired	PIN 码的有效期为 %d 天。
    Walkthrough_Rule_Expired_One	PIN 码的有效期为 1 天。
    Walkthrough_Rule_Mismatch	两次输入必须相同。
    Walkthrough_Rule_Mixed	应用访问码需要数字、字母和符号。
    Walkthrough_Rule_Numeric_Not_Allowed	应用访问码需要一个字母或符号。
    Walkthrough_Rule_Reused	不能是最近 %d 次用过的 PIN 码。
    Walkthrough_Rule_Reused_One	不能与上次用过的 PIN 码相同。
    Walkthrough_Rule_Rules_Changed	该 PIN 码是在策略收紧之前的规则下设置的。
    Walkthrough_Rule_Simple	不能有 1111 或 1234 这类重复或连续数字（simplePinBlocked）。
    Walkthrough_Rule_Too_Short	至少需要 %d 个字符。
    Walkthrough_Rule_Too_Short_One	至少需要 1 个字符。
    Walkthrough_Scenario_Password	场景为该帐户设定的密码
    Walkthrough_Set_Pin_How	启动画面之后，输入两次 %d 位数字的 PIN 码（例如 %@）。
    Walkthrough_Set_Pin_Simple	此策略不接受 1111 或 1234 这类简单 PIN 码。
    Walkthrough_Sign_In_As	以 %@ 登录：%@。
    Walkthrough_Sign_In_Keys_App	在登录表单的“工作帐户”中输入 %@，按 Tab，输入 %@，按 Enter（在笔记列表中，“登录”会打开该表单）
    Walkthrough_Sign_In_Keys_SDK	在登录屏幕上对“登录”按 Enter；然后输入 %@，按 Tab，输入 %@，按 Enter（在笔记列表中，“登录”会打开该屏幕）
    Walkthrough_Sign_Out_How	按 Tab 到“菜单”，按 Enter，再按 ↓ 到“退出登录”并按 Enter。
    Walkthrough_Sign_Out_Keeps_Account	应用已退出登录，但没有注销该帐户（场景的 app.unenrollsOnSignOut 为 false），因此 SDK 仍在管理它并保留其数据。用户退出登录时，应用应调用带擦除的 deRegisterAndUnenrollAccountId。
    Walkthrough_Step_Assign_Group	分配给包含测试帐户的组
    Walkthrough_Step_Become_Managed	登录，直到应用受管理
    Walkthrough_Step_Builds_And_Runs	应用能构建并运行
    Walkthrough_Step_Copy_Managed	在组织的视图中复制
    Walkthrough_Step_Copy_Unmanaged	在不含组织数据的视图中复制
    Walkthrough_Step_Create_Policy	创建应用保护策略
    Walkthrough_Step_External_Link	打开一个外部链接
    Walkthrough_Step_Install	安装应用
    Walkthrough_Step_Managed_Restarted	应用受管理并已重新启动
    Walkthrough_Step_Needs	%@此步骤需要%@。
    Walkthrough_Step_Needs_Unmanaged_App	此应用没有策略就无法使用（MAMPolicyRequired），因此这一步无法通过：指南中的测试假定应用在不受管理时也能使用。
    Walkthrough_Step_Paste_Personal	粘贴到个人应用
    Walkthrough_Step_Restart	SDK 应用策略后重新启动应用
    Walkthrough_Step_Set_Pin	设置应用 PIN 码
    Walkthrough_Step_Sign_In_Targeted	用被指定的帐户登录
    Walkthrough_Step_Sign_Out	退出登录
    Walkthrough_Step_Sign_Out_Managed	让受管理的帐户退出登录
    Walkthrough_Step_Target_Bundle	指定应用的 bundle id
    Walkthrough_Step_Untargeted	未被指定的帐户以非受管方式工作
    Walkthrough_Step_Use_Signed_Out	在未登录状态下使用应用
    Walkthrough_Step_Web_Views_Declared	应用的网页视图
    Walkthrough_Summary_Passed	%@：所有步骤都已通过
    Walkthrough_Summary_Step	第 %d/%d 步：%@
    Walkthrough_Summary_Stopped	%@：已停止
    Walkthrough_Targeted_Not_Wanted	%@ 被某个策略指定；此步骤需要一个未被任何策略指定的帐户，如 %@。请完成重新启动、退出登录，再用那个帐户登录。
    Walkthrough_The_Targeted_Account	被指定的帐户
    Walkthrough_Then_Menu_Sign_In_Targeted	%@请退出登录（菜单、退出登录），再以 %@ 登录。
    Walkthrough_Then_Sign_In_Targeted	%@请退出登录，再以 %@ 登录。
    Walkthrough_Use_Signed_Out_How	写一条笔记：菜单、新建笔记、输入标题，然后按 Enter。
    Walkthrough_Web_Views_Clipboard	策略的剪贴板级别为 %@，因此粘贴到个人应用会被拒绝。
    Walkthrough_Web_Views_Prepared	网页视图 %@；TreatAllWebViewsAsUnmanaged %@。
    Walkthrough_Web_Views_Title	网页视图与数据保护
    Walkthrough_Yes	是
    """#

  /// German (`de`).
  private static let germanText = #"""
    Access_Check_Message	Ihre Organisation bittet Sie, sich erneut als %@ anzumelden, um ihre Daten zu öffnen.
    Access_Check_Title	Bestätigen Sie Ihre Identität
    Account_Mismatch_Message	Nur %@ kann diese PIN zurücksetzen. Melden Sie sich mit diesem Konto an.
    Account_Mismatch_Passcode_Message	Nur %@ kann diesen Code zurücksetzen. Melden Sie sich mit diesem Konto an.
    AppBlockedAccountDisabled_Message	Ihr Arbeitskonto kann hier nicht mehr verwendet werden. Wenden Sie sich an Ihren IT-Support.
    AppBlockedDeviceModel_Message	Ihre Organisation erlaubt keine Arbeitsdaten auf diesem Gerätemodell (%@).
    AppBlockedMaxOS_Message	Ihre Organisation unterstützt noch kein iOS neuer als %@. Auf diesem Gerät läuft iOS %@.
    AppBlockedMinApp_Message	Ihre Organisation verlangt Version %@ dieser App oder neuer. Sie haben %@.
    AppBlockedMinOS_Message	Ihre Organisation verlangt iOS %@ oder neuer. Auf diesem Gerät läuft iOS %@.
    AppBlockedMinSDK_Message	Diese App nutzt eine ältere Verwaltungskomponente (%@); Ihre Organisation verlangt %@ oder neuer.
    AppBlockedOfflineGracePeriodExpired_Message	Diese App hat Ihre Organisation %@ lang nicht erreicht. Stellen Sie eine Internetverbindung her und versuchen Sie es erneut.
    AppBlockedThreat_Message	Ihre Bedrohungsschutz-App meldet ein Risiko „%@“ auf diesem Gerät; Ihre Organisation erlaubt höchstens „%@“.
    AppBlocked_Title	Zugriff blockiert
    AppWarningApp_Title	Bald diese App aktualisieren
    AppWarningOS_Title	Aktualisieren Sie bald iOS
    AppWarningSDK_Title	Diese App braucht bald ein Update
    AppWarning_Suffix	Vorerst können Sie fortfahren.
    AppWarning_Title	Hinweis
    AppWiped	Ihre Organisation hat ihre Daten für %@ aus dieser App entfernt. Die App wird geschlossen. (%d)
    AppWiped_Title	Daten entfernt
    Auth_Account_Disabled	Ihre Organisation hat dieses Konto deaktiviert.
    Auth_Offline	Sie sind offline. Stellen Sie eine Verbindung her und versuchen Sie es erneut.
    Auth_Unknown_User	Ein Konto mit diesem Namen gibt es nicht.
    Auth_Wrong_Password	Das Kennwort ist falsch.
    AutoEnrollmentAuthRequired_Message	%@ muss von Ihrer Organisation verwaltet werden, bevor Sie die App nutzen können. Melden Sie sich mit Ihrem Arbeitskonto an.
    AutoEnrollmentAuthRequired_Title	Zum Fortfahren anmelden
    AutoEnrollmentFailure_Message	Ihre Organisation war nicht erreichbar, um diese App einzurichten (Code %d). Wir versuchen es gleich noch einmal.
    AutoEnrollmentFailure_Title	Keine Verbindung
    AutoEnrollmentNotLicensedFailure_Message	Ihre Organisation hat %@ nicht für diese App eingerichtet. Wenden Sie sich an Ihren IT-Support.
    AutoEnrollmentNotLicensedFailure_Title	Konto nicht eingerichtet
    Biometric_Failed_Message	Nicht erkannt. Versuchen Sie es erneut oder geben Sie Ihre PIN ein.
    Biometric_Failed_Passcode_Message	Nicht erkannt. Versuchen Sie es erneut oder geben Sie Ihren Code ein.
    Cancel_Button	Abbrechen
    Clipboard_Character_Limit_Message	Hier können nur %d Zeichen der Daten Ihrer Organisation eingefügt werden.
    Clipboard_Paste_Blocked_Message	Daten Ihrer Organisation können hier nicht eingefügt werden.
    Close_Application_Button	App schließen
    Connecting_Message	Verbindung zu Ihrer Organisation wird hergestellt...
    Continue_Button	Weiter
    DataProtection_Title	Von Ihrer Organisation geschützt
    DeviceRooted_Message	Dieses Gerät wurde verändert (Jailbreak), daher lässt Ihre Organisation hier keine Arbeitsdaten öffnen.
    DeviceRooted_Title	Gerät nicht zugelassen
    Diagnostics_Account	Konto
    Diagnostics_App	App
    Diagnostics_Bundle_Id	Bundle-ID
    Diagnostics_Device	Gerät
    Diagnostics_Device_Value	%@, iOS %@
    Diagnostics_Enforcement	Durchsetzung
    Diagnostics_Enrolled	registriert
    Diagnostics_Enrolling	wird registriert
    Diagnostics_Enrollment	Registrierung
    Diagnostics_File_Protection	Dateischutz
    Diagnostics_Files_Closed	%@, Dateien geschlossen (Telefon gesperrt)
    Diagnostics_Integration	App-Integration
    Diagnostics_Last_Check_In	Letzter Check-in
    Diagnostics_Last_Check_In_Attempt	Letzter Versuch
    Diagnostics_Never	nie
    Diagnostics_None	keine
    Diagnostics_Not_Enforced	angewendet, nicht durchgesetzt
    Diagnostics_Not_Registered	nicht registriert
    Diagnostics_Policy	Richtlinie
    Diagnostics_Retry	%d %@, neuer Versuch um %@
    Diagnostics_SDK	SDK
    Diagnostics_Title	Diagnose
    Diagnostics_Waiting_For_Restart	wartet auf Neustart
    Enter_Passcode_Error	Dieser Code ist falsch. Versuchen Sie es erneut.
    Enter_Passcode_Message	Geben Sie Ihren Code ein, um die Daten Ihrer Organisation zu öffnen.
    Enter_Passcode_Title	Code eingeben
    Enter_Pin_Error	Diese PIN ist falsch. Versuchen Sie es erneut.
    Enter_Pin_Message	Geben Sie Ihre PIN ein, um die Daten Ihrer Organisation zu öffnen.
    Enter_Pin_Title	PIN eingeben
    Forgot_Passcode_Button	Code vergessen
    Forgot_Passcode_Message	Melden Sie sich mit Ihrem Arbeitskonto an, um einen neuen Code zu wählen.
    Forgot_Pin_Button	PIN vergessen
    Forgot_Pin_Message	Melden Sie sich mit Ihrem Arbeitskonto an, um eine neue PIN zu wählen.
    IncomingData_Blocked_Message	Ihre Organisation erlaubt dieser App nicht, Daten von jener App zu empfangen.
    IncomingData_Paste_Blocked_Message	Ihre Organisation erlaubt nicht, Inhalte aus anderen Apps hier einzufügen.
    Mamsim_Browser_Default	Safari
    Mamsim_Browser_Managed	%@ (verwaltet)
    Mamsim_Browser_Showing	Zeigt %@
    Mamsim_Check_Entitlements_Is_Info	%@ ist die Info.plist einer App, keine Entitlements-Datei: nennen Sie dort stattdessen die .entitlements-Datei der App
    Mamsim_Check_Files_Swapped	dies ist eine Entitlements-Datei, und --entitlements nennt %@, die Info.plist einer App: sind die beiden vertauscht? Nennen Sie die zu prüfende Info.plist und nach --entitlements die .entitlements-Datei
    Mamsim_Check_Integration_Skipped	die Schlüsselbundfreigabe wurde nicht geprüft, da keine Entitlements genannt wurden: nennen Sie die .entitlements-Datei der App mit --entitlements, um auch ihre Schlüsselbundgruppen zu prüfen
    Mamsim_Clipboard_Character_Limit_One	Hier kann nur 1 Zeichen der Daten Ihrer Organisation eingefügt werden.
    Mamsim_Configure_Added	%@: %@: %@ hinzugefügt
    Mamsim_Configure_Binary_In_Place	eine binäre Info.plist wird nicht direkt bearbeitet; nennen Sie mit -o eine XML-Datei zum Schreiben
    Mamsim_Configure_Build_Settings	Build-Einstellungen: STRIP_SWIFT_SYMBOLS = NO und ENABLE_BITCODE = NO; schalten Sie bei der Enhanced Security von Xcode 26 Authenticate Pointers und Enable Read-only Platform Memory aus
    Mamsim_Configure_Cannot_Write	kann nicht geschrieben werden: %@
    Mamsim_Configure_Changed_Meanwhile	sie wurde geändert, während configure lief; daher wurde nichts geschrieben, und diese Änderung bleibt erhalten; führen Sie configure erneut aus
    Mamsim_Configure_Hard_Links	sie hat weitere harte Links, die eine direkte Bearbeitung von ihr trennen würde; schreiben Sie mit -o in eine andere Datei
    Mamsim_Configure_Left_Out	%@: %@: nicht hinzugefügt, da sie Apples Grenze von %d abgefragten Schemata für iOS %d überschreiten würden: %@ (die App fragt für diese Apps stattdessen isURLAllowed)
    Mamsim_Configure_No_Entitlements	die Schlüsselbundfreigabe wurde nicht geprüft: geben Sie die Entitlements der App mit -e an
    Mamsim_Configure_Not_Edited	%@: %@: nicht bearbeitet, da es nicht von dem Typ ist, zu dem configure hinzufügt; siehe unten, was von Hand zu erledigen ist
    Mamsim_Configure_Not_Regular	es ist keine normale Datei
    Mamsim_Configure_Not_Writable	Sie dürfen nicht in sie schreiben; ändern Sie ihre Rechte oder schreiben Sie mit -o in eine andere Datei
    Mamsim_Configure_Nothing_Changed	%@: nichts wurde geändert, da configure nichts zu einem Wert eines anderen Typs hinzufügen kann (%@); siehe unten, was von Hand zu erledigen ist
    Mamsim_Configure_Nothing_To_Add	%@: nichts hinzuzufügen, die Datei enthält bereits alles
    Mamsim_Configure_Output_Dash	configure schreibt eine Datei, nie auf die Standardausgabe; nennen Sie mit -o die zu schreibende Datei
    Mamsim_Configure_Output_Is_Entitlements	sie ist die Entitlements-Datei einer App, und configure überschreibt sie nicht mit einer Info.plist; nennen Sie mit -o eine neue Datei oder eine Info.plist
    Mamsim_Configure_Output_Is_Entitlements_Option	sie ist die Entitlements-Datei, die -e nennt (%@), und configure überschreibt sie nicht mit einer Info.plist; nennen Sie mit -o eine andere Datei
    Mamsim_Configure_Output_Not_Plist	sie enthält etwas anderes als eine Property List, und configure überschreibt so etwas nicht; nennen Sie eine neue Datei oder eine Property List
    Mamsim_Configure_Output_Not_Regular	sie existiert und ist keine normale Datei (ein symbolischer Link, ein FIFO, ein Gerät oder ein Ordner), und configure ersetzt so etwas nicht; nennen Sie eine neue oder eine normale Datei
    Mamsim_Configure_Output_Read_Only	die Datei ist schreibgeschützt; configure ersetzt keine Datei, die niemand schreiben darf, also ändern Sie ihre Rechte oder nennen Sie eine andere Datei
    Mamsim_Configure_Refused_Entitlements	das sieht nach einer Entitlements-Datei aus, nicht nach einer Info.plist: sind -i und -e vertauscht? -i nimmt die Info.plist, -e die .entitlements-Datei
    Mamsim_Configure_Refused_Layout	dem Aufbau der Datei konnte nicht gefolgt werden
    Mamsim_Configure_Refused_Not_Dictionary	die Property List enthält %@, kein Info.plist-Dictionary
    Mamsim_Configure_Refused_Not_UTF8	die Datei ist kein gültiges UTF-8 und kann daher nicht als Text bearbeitet werden
    Mamsim_Configure_Refused_Not_XML_Text	%@ enthält das Steuerzeichen %@, das eine XML-Property-List nicht enthalten kann, daher kann diese binäre Info.plist nicht als XML geschrieben werden; entfernen Sie das Zeichen in Xcode und führen Sie configure erneut aus
    Mamsim_Configure_Refused_Read_Back	die bearbeitete Datei ließe sich nicht wie beabsichtigt zurücklesen, daher blieb sie unverändert
    Mamsim_Configure_Run_Again	führen Sie mamsim configure nach jeder Änderung dieser Dateien und jedem SDK-Update erneut aus
    Mamsim_Configure_Symlink	es ist ein symbolischer Link; configure bearbeitet nur eine normale Datei, nennen Sie also die Datei, auf die er zeigt
    Mamsim_Configure_To_Do	von Hand zu erledigen:
    Mamsim_Configure_Too_Large	mit den Ergänzungen wäre die Datei %d Bytes groß, mehr als die %d Bytes, die mamsim liest; daher wurde nichts geschrieben und die Datei ist unverändert: schaffen Sie darin Platz (oder lassen Sie Unnötiges weg) und führen Sie configure erneut aus
    Mamsim_Consequence_Face_ID_Missing	Kein NSFaceIDUsageDescription: iOS verweigert der App Face ID, daher bietet der PIN-Bildschirm es nie an.
    Mamsim_Consequence_Files_Close	MaxFileProtectionLevel %@: Etwa 10 s nach dem Sperren des Telefons sind die geschützten Dateien der App (ihre Notizdatenbank) bis zum Entsperren nicht lesbar.
    Mamsim_Consequence_Files_Stay_Open	MaxFileProtectionLevel %@: Die Dateien der App bleiben lesbar, während das Telefon gesperrt ist.
    Mamsim_Consequence_MDM_No_Restart	Die MDM-App-Konfiguration nennt das Konto (IntuneMAMUPN/IntuneMAMOID): Nach der MAM-Registrierung folgt kein Neustart. Das stammt aus dem Issue-Tracker des SDK, nicht aus dem Leitfaden.
    Mamsim_Consequence_Managed_App_Twin	%@ registriert sein URL-Schema mit -intunemam nicht: Solange Organisationsdaten nur an verwaltete Apps gehen dürfen, scheitert das Öffnen (iOS-Fehler -10814). Das stammt aus dem Issue-Tracker des SDK, nicht aus dem Leitfaden.
    Mamsim_Consequence_Past_Limit	%1$@ steht hinter Apples Grenze von %2$d abgefragten Schemata: canOpenURL antwortet dafür nie mit Ja.
    Mamsim_Consequence_Reported_Only	Nur gemeldet, ohne vom Leitfaden genannte Folge auf dem Telefon: %d weitere Befunde (mamsim check).
    Mamsim_Consequence_Reported_Only_One	Nur gemeldet, ohne vom Leitfaden genannte Folge auf dem Telefon: 1 weiterer Befund (mamsim check).
    Mamsim_Consequence_Scenes_Unenforced	Szenen-Manifest ohne UISceneConfigurations: Registrierung und Richtlinie kommen an, die App startet neu, und doch wird nichts durchgesetzt (keine PIN, kein Datenschutz).
    Mamsim_Consequence_Scenes_Unenforced_At_Once	Szenen-Manifest ohne UISceneConfigurations: Registrierung und Richtlinie kommen an, und doch wird nichts durchgesetzt (keine PIN, kein Datenschutz).
    Mamsim_Consequence_Twin_Missing	%1$@ wird ohne %2$@ abgefragt: Solange eine Richtlinie durchgesetzt wird, antwortet canOpenURL mit Nein, obwohl die App installiert ist. Abhilfe: isURLAllowed(_:isKnownManagedAppScheme: true), dann canOpenURL unter der leeren Identität.
    Mamsim_Control_Admin_Footnote	Änderungen erreichen die App beim nächsten Check-in.
    Mamsim_Control_Admin_Title	Administrator (F5)
    Mamsim_Control_Advance_Clock	Uhr vorstellen
    Mamsim_Control_App	App
    Mamsim_Control_Background	Hintergrund
    Mamsim_Control_Check_In_Due	Nächster Check-in in %@.
    Mamsim_Control_Check_In_Now	Jetzt einchecken
    Mamsim_Control_Clock_Away_Only	Für die PIN zählt nur die Zeit außerhalb der App.
    Mamsim_Control_Device_Footnote	Die App bemerkt sie beim nächsten Fortsetzen, Check-in oder Start.
    Mamsim_Control_Device_Footnote_Stopped	Die App ist geschlossen: Sie bemerkt sie beim nächsten Öffnen.
    Mamsim_Control_Device_Title	Gerät (F4)
    Mamsim_Control_Disabled	deaktiviert
    Mamsim_Control_Enabled	aktiviert
    Mamsim_Control_Enroll_Face	Anderes Gesicht einrichten
    Mamsim_Control_Enroll_Finger	Anderen Finger einrichten
    Mamsim_Control_Foreground	Vordergrund
    Mamsim_Control_Hints	↑↓ bewegen · Enter ändern · Esc schließen · Ctrl+C beenden
    Mamsim_Control_Jailbroken	Jailbreak
    Mamsim_Control_Keys	Enter ändert, Esc schließt.
    Mamsim_Control_Model	Modell
    Mamsim_Control_Network	Netzwerk
    Mamsim_Control_No	nein
    Mamsim_Control_Not_Running	läuft nicht
    Mamsim_Control_Not_Set	nicht gesetzt
    Mamsim_Control_Now_Check_In	R: jetzt Check-in.
    Mamsim_Control_Now_Launch	R: jetzt öffnen.
    Mamsim_Control_Now_Resume	R: jetzt Hintergrund und zurück.
    Mamsim_Control_OS_Version	iOS-Version
    Mamsim_Control_Ordered	angeordnet
    Mamsim_Control_Phone_Locked	Telefon gesperrt
    Mamsim_Control_Plus_12_Hours	+12 Std.
    Mamsim_Control_Plus_30_Minutes	+30 Min.
    Mamsim_Control_Plus_90_Days	+90 Tage
    Mamsim_Control_Plus_Day	+1 Tag
    Mamsim_Control_Policy	Richtlinie
    Mamsim_Control_Sensor_Matches	%@ erkennt
    Mamsim_Control_Threat_Level	Bedrohungsstufe
    Mamsim_Control_Wipe	Zurücksetzen: %@
    Mamsim_Control_Yes	ja
    Mamsim_Duration_Days	%d Tage
    Mamsim_Duration_Hours	%d Stunden
    Mamsim_Duration_Minutes	%d Minuten
    Mamsim_Duration_Second	1 Sekunde
    Mamsim_Duration_Seconds	%d Sekunden
    Mamsim_Help_Arrows	↑ ↓               in einer Liste bewegen, lange Bildschirme blättern
    Mamsim_Help_Backspace	Backspace         letztes Zeichen löschen
    Mamsim_Help_Ctrl_C	Ctrl+C            mamsim sofort beenden
    Mamsim_Help_Ctrl_L	Ctrl+L            den ganzen Bildschirm neu zeichnen
    Mamsim_Help_Enter	Enter             Schaltfläche drücken, Eintrag öffnen
    Mamsim_Help_Escape	Esc               zurück, diese Hilfe schließen
    Mamsim_Help_F1	F1                diese Hilfe
    Mamsim_Help_F2_F3	F2 / F3           ganzes Szenario / alle Ereignisse
    Mamsim_Help_F4	F4                Gerät: Jailbreak, iOS, Netz, Uhr
    Mamsim_Help_F5	F5                Admin: zurücksetzen, sperren, Richtlinie ändern
    Mamsim_Help_Mouse	Mausklick         Schaltfläche drücken, Feld wählen
    Mamsim_Help_Pages	Bild↑ / Bild↓     lange Bildschirme seitenweise blättern (Diagnose)
    Mamsim_Help_Panel_Note	Das Szenario-Panel (neben dem Telefon oder ganz mit F2) zeigt die Konten, mit denen Sie sich anmelden können, und was der Dienst jedem davon antwortet.
    Mamsim_Help_Quit	q                 beenden (in der App, außerhalb eines Felds)
    Mamsim_Help_Tab	Tab / Shift+Tab   zwischen Schaltflächen und Feldern wechseln
    Mamsim_Help_Title	Tasten
    Mamsim_Hint_Admin_Panel	F5 Admin
    Mamsim_Hint_Checklist	F2 Checkliste · %@
    Mamsim_Hint_Device_Panel	F4 Gerät
    Mamsim_Hint_Digits	0-9 PIN eingeben
    Mamsim_Hint_Enter	Enter wählen
    Mamsim_Hint_Escape	Esc zurück
    Mamsim_Hint_Help	F1 Hilfe
    Mamsim_Hint_Move	↑↓ bewegen
    Mamsim_Hint_Narrow_Panels	F2/F3 Panels
    Mamsim_Hint_Quit	q beenden
    Mamsim_Hint_Quit_Mamsim	Ctrl+C beenden
    Mamsim_Hint_Scroll	↑↓ Bild↑ Bild↓ blättern
    Mamsim_Hint_Tab	Tab weiter
    Mamsim_Home_Exit_Closed	%@ wurde geschlossen.
    Mamsim_Home_Exit_Killed	%@ wurde beendet.
    Mamsim_Home_Exit_Restart	%@ wurde geschlossen, um die Einstellungen Ihrer Organisation anzuwenden.
    Mamsim_Home_Exit_Wiped	%@ wurde geschlossen, nachdem Ihre Organisation ihre Daten entfernt hat.
    Mamsim_Home_Open_Hint	Enter öffnet %@
    Mamsim_Home_Other_Apps	Weitere Apps auf diesem Telefon:
    Mamsim_Home_Resume_Hint	Zurück zu %@
    Mamsim_Integration_App_Groups_Listed	AppGroupIdentifiers führt jede Anwendungsgruppe der Entitlements auf
    Mamsim_Integration_App_Groups_Missing	die Entitlements gewähren die Anwendungsgruppen %@, doch AppGroupIdentifiers führt sie nicht auf, daher kann das SDK nicht schützen, was die App dort ablegt
    Mamsim_Integration_Auto_Enroll_Needed	eine App, die eine Richtlinie verlangt, muss sich beim Start registrieren: setzen Sie AutoEnrollOnLaunch auf true
    Mamsim_Integration_Auto_Enroll_Set	MAMPolicyRequired ist mit AutoEnrollOnLaunch gesetzt
    Mamsim_Integration_Cache_Group_Missing	die Gruppe „%@“ fehlt: dort liegt der Token-Cache von MSAL
    Mamsim_Integration_Client_Id_Needed	ADALClientId muss die Client-ID aus der Entra-App-Registrierung der App enthalten
    Mamsim_Integration_Client_Id_Set	ADALClientId ist gesetzt
    Mamsim_Integration_Containing_App_Needed	dies ist eine Erweiterung (sie hat NSExtension), daher muss ContainingAppBundleId die Bundle-ID der App nennen, in der sie steckt
    Mamsim_Integration_Containing_App_Set	die Erweiterung nennt die App, in der sie steckt
    Mamsim_Integration_Face_ID_Blank	die Begründung für Face ID ist leer, und iOS verweigert Face ID einer App, die keinen Grund angibt, daher kann eine Richtlinie, die Face ID für die App-PIN erlaubt, es nicht anbieten
    Mamsim_Integration_Face_ID_Described	die App begründet, wofür sie Face ID nutzt
    Mamsim_Integration_Face_ID_Missing	ohne Begründung für Face ID verweigert iOS der App Face ID, daher kann eine Richtlinie, die Face ID für die App-PIN erlaubt, es nicht anbieten
    Mamsim_Integration_Finish_Launching_Needed	die App registriert Hintergrundaufgaben (BGTaskSchedulerPermittedIdentifiers), daher muss das SDK beim Start fertig starten: setzen Sie FinishLaunchingAtStartup auf true
    Mamsim_Integration_Finish_Launching_Set	FinishLaunchingAtStartup ist für eine App mit Hintergrundaufgaben an
    Mamsim_Integration_Group_Prefix_Alone	„%@“ ist ein Team-Präfix ohne Gruppennamen dahinter: ergänzen Sie den Namen der Gruppe oder entfernen Sie den Eintrag
    Mamsim_Integration_Group_Prefix_Gap	„%@“ hat einen Punkt oder ein Leerzeichen nach dem Team-Präfix, das schon mit einem Punkt endet: schreiben Sie „%@“
    Mamsim_Integration_Group_Prefix_No_Dot	„%@“ hängt die Team-ID %@ ohne ihren Punkt direkt an den Gruppennamen: schreiben Sie „%@“
    Mamsim_Integration_Group_Shared	„%@“ ist freigegeben
    Mamsim_Integration_Group_Spaces_Around	„%@“ hat Leerzeichen am Rand, die der Schlüsselbund als Teil des Gruppennamens nähme: schreiben Sie „%@“
    Mamsim_Integration_Group_Unprefixed	„%@“ hat kein Team-Präfix: schreiben Sie „%@“, damit die Gruppe Ihres Teams gemeint ist
    Mamsim_Integration_Groups_Prefixed	jede Gruppe hat das Team-Präfix
    Mamsim_Integration_Invalid_URL_Scheme	„%@“ ist kein URL-Schema (ein Buchstabe, dann Buchstaben, Ziffern, +, - oder .): die App-Store-Prüfung lehnt den Upload ab (Fehler 409); tragen Sie nur das Schema ein, etwa den Teil vor ://, und geben Sie ihm kein -intunemam-Gegenstück
    Mamsim_Integration_Keychain_Not_Array	keychain-access-groups muss ein Array von Gruppennamen sein und enthält keine
    Mamsim_Integration_Keychain_Off	die Schlüsselbundfreigabe ist aus: die Entitlements haben keine keychain-access-groups
    Mamsim_Integration_Keychain_On	die Schlüsselbundfreigabe ist an
    Mamsim_Integration_Mailto_Companion_Fine	mailto wird nicht abgefragt, oder ms-outlook-intunemam steht dabei
    Mamsim_Integration_Mailto_Companion_Missing	die App fragt mailto ab und muss daher auch „%@“ aufführen, damit E-Mails an ein verwaltetes Outlook gehen
    Mamsim_Integration_Mam_Group_Missing	die Gruppe „%@“ fehlt: dort speichert das SDK seinen Zustand
    Mamsim_Integration_No_Scene_Manifest	die App deklariert kein Szenen-Manifest, nutzt also keine Szenen
    Mamsim_Integration_No_Settings	die Info.plist hat kein IntuneMAMSettings-Dictionary, daher kennt das SDK keine Client-ID
    Mamsim_Integration_Over_Limit_Remedy	%@; das Gegenstück passt nicht mehr in die %d Schemata, die iOS %d erlaubt: enthält jene App das SDK, fragen Sie zuerst IntuneMAMPolicy.isURLAllowed(_:isKnownManagedAppScheme: true) und dann canOpenURL unter der leeren Identität
    Mamsim_Integration_Override_Group_Missing	die Gruppe „%@“ fehlt: ADALCacheKeychainGroupOverride nennt sie als Token-Cache von MSAL
    Mamsim_Integration_Own_Group_First	die eigene Gruppe der App steht an erster Stelle
    Mamsim_Integration_Own_Group_Move	die erste Gruppe, „%@“, gehört dem SDK: in der ersten Gruppe landen die eigenen Schlüsselbundeinträge der App, verschieben Sie also die Gruppe der App in Zeile %d an den Anfang
    Mamsim_Integration_Policy_Required_App_Store	eine App, die ohne Richtlinie nicht startet, wird im App Store nicht angenommen
    Mamsim_Integration_Queried_Not_Scheme	„%@“ ist kein Schema (ein Buchstabe, dann Buchstaben, Ziffern, +, - oder .): canOpenURL findet es nie; tragen Sie nur das Schema ein, etwa den Teil vor ://
    Mamsim_Integration_Queried_Twin_Missing	„%@“ wird ohne sein Gegenstück „%@“ abgefragt: solange eine Richtlinie gilt, kann canOpenURL dafür falsch antworten
    Mamsim_Integration_Queried_Twins_Present	jedes abgefragte Schema hat sein -intunemam-Gegenstück
    Mamsim_Integration_Queries_No_Limit	%d abgefragte Schemata, und keine Grenze zu prüfen: Apples Grenze gilt erst für Apps, die gegen iOS 15 gelinkt sind, und diese ist gegen iOS %d gelinkt
    Mamsim_Integration_Queries_No_Limit_One	%d abgefragtes Schema, und keine Grenze zu prüfen: Apples Grenze gilt erst für Apps, die gegen iOS 15 gelinkt sind, und diese ist gegen iOS %d gelinkt
    Mamsim_Integration_Queries_Not_Array	LSApplicationQueriesSchemes muss ein Array von Schemata sein, nicht %@
    Mamsim_Integration_Queries_Over_Limit	%d abgefragte Schemata, %d mehr als die %d, die iOS %d erlaubt: canOpenURL antwortet mit Nein für %@. Entfernen Sie %d der -intunemam-Gegenstücke, und zwar nur Gegenstücke von Apps, von denen Sie wissen, dass sie das Intune SDK enthalten (mamsim kann das nicht erkennen; die Liste enthält %@), und fragen Sie für diese Apps stattdessen IntuneMAMPolicy.isURLAllowed(_:isKnownManagedAppScheme: true) vor canOpenURL
    Mamsim_Integration_Queries_Over_Limit_Few_Twins	%d abgefragte Schemata, %d mehr als die %d, die iOS %d erlaubt: canOpenURL antwortet mit Nein für %@. Entfernen Sie die Gegenstücke %@ und fragen Sie für diese Apps stattdessen IntuneMAMPolicy.isURLAllowed(_:isKnownManagedAppScheme: true) vor canOpenURL; entfernen Sie dann %d der eigenen abgefragten Schemata der App (die %d des SDK müssen bleiben)
    Mamsim_Integration_Queries_Over_Limit_No_Twin	%d abgefragte Schemata, %d mehr als die %d, die iOS %d erlaubt: canOpenURL antwortet mit Nein für %@. Die Liste enthält kein Gegenstück, das entfernt werden könnte: Entfernen Sie %d der eigenen abgefragten Schemata der App (die %d des SDK müssen bleiben)
    Mamsim_Integration_Queries_Within_Limit	%d abgefragte Schemata, innerhalb der %d, die beim Linken gegen iOS %d erlaubt sind
    Mamsim_Integration_Queries_Within_Limit_One	%d abgefragtes Schema, innerhalb der %d, die beim Linken gegen iOS %d erlaubt sind
    Mamsim_Integration_Redirect_Needed	weder ADALRedirectUri noch ADALRedirectScheme ist gesetzt, daher kann die Anmeldung nicht zur App zurückkehren
    Mamsim_Integration_Redirect_Set	%@ ist gesetzt
    Mamsim_Integration_Scene_Configurations_Declared	das Szenen-Manifest deklariert seine Szenenkonfigurationen
    Mamsim_Integration_Scene_Configurations_Missing	ein Szenen-Manifest ohne Szenenkonfigurationen: Registrierung und Richtlinie kommen an, doch das SDK schützt in der App womöglich nichts. Deklarieren Sie eine Konfiguration, oder entfernen Sie das Manifest, wenn die App keine Szenen nutzt
    Mamsim_Integration_Sdk_Group_First	die erste Gruppe, „%@“, gehört dem SDK: in der ersten Gruppe landen die eigenen Schlüsselbundeinträge der App, stellen Sie also die Gruppe der App an den Anfang
    Mamsim_Integration_Sdk_Schemes_Listed	die eigenen Schemata des SDK sind alle aufgeführt
    Mamsim_Integration_Sdk_Schemes_Missing	%d der %d Schemata, die das SDK selbst abfragt, fehlen in der Liste: %@
    Mamsim_Integration_Sdk_Schemes_Missing_One	%d der %d Schemata, die das SDK selbst abfragt, fehlt in der Liste: %@
    Mamsim_Integration_Status_Line	%@: %@
    Mamsim_Integration_Status_Missing	fehlt
    Mamsim_Integration_Status_Note	Hinweis
    Mamsim_Integration_Status_Pass	bestanden
    Mamsim_Integration_Status_Wrong	falsch
    Mamsim_Integration_Step_Face_ID	Begründung für Face ID
    Mamsim_Integration_Step_Keychain_Sharing	Schlüsselbundfreigabe
    Mamsim_Integration_Step_Queried_Schemes	Abgefragte URL-Schemata
    Mamsim_Integration_Step_Query_Limit	Apples Obergrenze für abgefragte Schemata
    Mamsim_Integration_Step_Required_Settings	Erforderliche Einstellungen
    Mamsim_Integration_Step_Scene_Manifest	Szenen-Manifest
    Mamsim_Integration_Step_Settings_Rules	Regeln für IntuneMAMSettings
    Mamsim_Integration_Step_Suffix	%@ (Schritt: %@)
    Mamsim_Integration_Step_URL_Schemes	Die eigenen URL-Schemata der App
    Mamsim_Integration_URL_Schemes_Fine	jedes URL-Schema der App ist gültig und hat sein -intunemam-Gegenstück
    Mamsim_Integration_URL_Twin_Missing	das Schema „%@“ der App hat kein Gegenstück „%@“: eine verwaltete App, die Organisationsdaten nur an verwaltete Apps senden darf, kann diese App nicht öffnen
    Mamsim_Integration_URL_Types_Wrong_Kind	%@ muss %@ sein, nicht %@, sonst übergeht iOS den Eintrag
    Mamsim_Location_Local	dieses Telefon
    Mamsim_Location_OneDrive	OneDrive for Business
    Mamsim_Managed_App_Line	Verwaltet von %@, vom selben Herausgeber wie %@.
    Mamsim_Managed_App_Name	%@ Aufgaben
    Mamsim_Managed_App_Not_Opened_Message	%@ ließ sich nicht öffnen: Das SDK öffnet die App über ihr URL-Schema mit -intunemam, und diese App registriert es nicht (iOS-Fehler -10814).
    Mamsim_Notice_Can_Open_URL_No	canOpenURL sagte Nein zu %@:, also fand die App keine App zum Öffnen.
    Mamsim_Notice_Clipboard_Empty	Die Zwischenablage ist leer.
    Mamsim_Notice_Copied	%d Zeichen kopiert.
    Mamsim_Notice_Copied_One	1 Zeichen kopiert.
    Mamsim_Notice_Link_In_View	Die Webansicht hat %@ geöffnet.
    Mamsim_Notice_No_App_For_Scheme	Keine App auf diesem Telefon öffnet Links mit %@:, der Link führte also nirgendwohin.
    Mamsim_Notice_Note_Needs_Title	Geben Sie der Notiz zuerst einen Titel.
    Mamsim_Notice_Pasted	%d Zeichen eingefügt.
    Mamsim_Notice_Pasted_One	1 Zeichen eingefügt.
    Mamsim_Notice_Printed	An den Drucker gesendet.
    Mamsim_Notice_Received	%@ hat es als neue Notiz erhalten.
    Mamsim_Notice_Saved	In %@ gespeichert.
    Mamsim_Notice_Shared	An %@ gesendet.
    Mamsim_Notice_Uploaded	Die Seite hat die Datei erhalten.
    Mamsim_Notice_User_Name_Needed	Geben Sie zuerst Ihren Benutzernamen ein.
    Mamsim_Other_App_Field	Text
    Mamsim_Outcome_Allowed	erlaubt
    Mamsim_Outcome_Blocked	blockiert
    Mamsim_Outcome_Default_Browser	Standardbrowser
    Mamsim_Outcome_In_View	bleibt in der Ansicht
    Mamsim_Outcome_Managed_Browser	verwalteter Browser
    Mamsim_Outcome_No_App	keine App für das Schema
    Mamsim_Panel_Accounts	Konten
    Mamsim_Panel_Clipboard	Zwischenablage
    Mamsim_Panel_Clipboard_Empty	leer
    Mamsim_Panel_Decision_Line	%@ %@ als %@: %@
    Mamsim_Panel_Decisions	Datenentscheidungen
    Mamsim_Panel_Device	Gerät
    Mamsim_Panel_Device_Line	%@ · iOS %@ · %@
    Mamsim_Panel_Device_Line_Jailbroken	%@ · iOS %@ · %@ · Jailbreak
    Mamsim_Panel_Events	Delegate-Ereignisse
    Mamsim_Panel_Integration	Die Dateien Ihrer App
    Mamsim_Panel_Managed_Browser	Verwalteter Browser
    Mamsim_Panel_More_Line	… 1 weitere Zeile
    Mamsim_Panel_More_Lines	… %d weitere Zeilen
    Mamsim_Panel_No_Events	Noch keine Delegate-Aufrufe.
    Mamsim_Panel_No_Policy	keine
    Mamsim_Panel_Offline	offline
    Mamsim_Panel_Online	online
    Mamsim_Panel_Policy	Richtlinie
    Mamsim_Panel_User_Disabled	deaktiviert: keine Anmeldung
    Mamsim_Panel_User_Not_Licensed	nicht lizenziert: 200
    Mamsim_Panel_User_Not_Targeted	nicht zugewiesen: 225
    Mamsim_Panel_User_Targeted	zugewiesen: 100, verwaltet
    Mamsim_Passcode_Change_Required_Passcode_Expired_One	Ihr Code ist älter als 1 Tag. Wählen Sie einen neuen.
    Mamsim_Passcode_Change_Required_Pin_Expired_One	Ihre PIN ist älter als 1 Tag. Wählen Sie eine neue.
    Mamsim_Passcode_Length_Required_One	Mindestens 1 Zeichen.
    Mamsim_Passcode_Reused_One	Wählen Sie einen anderen Code als Ihren letzten.
    Mamsim_Passcode_Rules_Changed	Ihre Organisation hat ihre Code-Regeln geändert, und Ihr Code erfüllt sie nicht mehr. Wählen Sie einen neuen.
    Mamsim_Personal_App_Line	Eine private App. Keine Richtlinie verwaltet sie.
    Mamsim_Personal_App_Name	Notizblock
    Mamsim_Pin_Length_Required_One	Genau 1 Ziffer.
    Mamsim_Pin_Reused_One	Wählen Sie eine andere PIN als Ihre letzte.
    Mamsim_Pin_Rules_Changed	Ihre Organisation hat ihre PIN-Regeln geändert, und Ihre PIN erfüllt sie nicht mehr. Wählen Sie eine neue.
    Mamsim_Present_End	Das Ende des Drehbuchs
    Mamsim_Present_Hint	F1 Tasten · q beenden
    Mamsim_Present_Hint_Off_Script	F1 Tasten · Ctrl+C beenden
    Mamsim_Present_Keys_Off_Script	Andere Tasten, F4, F5: ohne Drehbuch · Ctrl+R zurück zum Drehbuch
    Mamsim_Present_Keys_Script	Leertaste oder → weiter · ← vorige Szene · 1-9 diese Szene · q beenden
    Mamsim_Present_Off_Script	Ohne Drehbuch: Das Telefon gehört Ihnen. Ctrl+R führt zurück zum Drehbuch.
    Mamsim_Present_Scene	Szene %d von %d: %@
    Mamsim_Present_Start	Der Anfang des Drehbuchs
    Mamsim_Present_Too_Small	Das Terminal ist zu klein zum Präsentieren: %@ nötig (das Telefon und zwei Zeilen für die Beschriftungen), %@ vorhanden. Vergrößern Sie es; das Drehbuch wartet. q und Ctrl+C beenden.
    Mamsim_Queried_App_Name	die App für %@
    Mamsim_Store_Error_Check_Pin	Das simulierte Gerät konnte Ihre PIN nicht prüfen. Sie zählt nicht als falsche PIN.
    Mamsim_Store_Error_Clear_Pin	Das simulierte Gerät konnte die App-PIN nicht vergessen.
    Mamsim_Store_Error_In_Memory	Das Gerät liegt nur im Arbeitsspeicher (--ephemeral).
    Mamsim_Store_Error_Location	Das Gerät liegt in %@.
    Mamsim_Store_Error_Reason	Der Speicher meldete: %@
    Mamsim_Store_Error_Reset	Schließen Sie die App, um es erneut zu versuchen, oder beenden Sie mamsim und führen Sie mamsim reset aus.
    Mamsim_Store_Error_Save_Pin	Das simulierte Gerät konnte Ihre neue PIN nicht speichern. Sie wurde nicht abgelehnt: Es wurde nichts gespeichert.
    Mamsim_Store_Error_Save_Step	Das simulierte Gerät konnte nicht sichern, was die App gerade getan hat.
    Mamsim_Store_Error_Title	Der Speicher des Geräts ist ausgefallen
    Mamsim_Too_Small	Das Terminal ist zu klein: %@ nötig, %@ vorhanden. Vergrößern Sie es. Bis dahin gehen nur F1 (Hilfe), q und Ctrl+C (Beenden).
    Mamsim_Too_Small_Quit	q beendet
    Mamsim_Too_Small_Short	Zu klein: %@ nötig.
    Mamsim_Upload_Blocked	Diese App nimmt von dieser Seite keine hochgeladenen Dateien an.
    Mamsim_Web_View_Policy	Webansicht-Richtlinie: %@
    Mamsim_Web_View_Policy_Delegate	Webansicht-Richtlinie: %@, mit isExternalURL
    Mamsim_World_Change_Refused	Nicht geändert: %@
    ManagedBrowser_Any_Name	einem von ihr verwalteten Browser
    ManagedBrowser_Edge_Name	Microsoft Edge
    ManagedBrowser_Required_Message	Ihre Organisation möchte diesen Link in %@ öffnen, das nicht auf diesem Telefon ist. Installieren Sie es und versuchen Sie es erneut.
    ManagedBy_Label	Ihre Organisation verwaltet die Daten in dieser App. Ihre Vorgaben werden geprüft...
    Max_Attempt_Reset_Message	Sie haben alle PIN-Versuche aufgebraucht. Melden Sie sich als %@ an, um eine neue PIN zu wählen.
    Max_Attempt_Reset_Passcode_Message	Sie haben alle Versuche für Ihren Code aufgebraucht. Melden Sie sich als %@ an, um einen neuen zu wählen.
    Max_Attempt_Reset_Title	Zu viele Versuche
    Mdx_Admin_Lock_Message	Ihre Organisation hat %@ gesperrt. Wenden Sie sich an Ihren Helpdesk.
    Mdx_Admin_Lock_Title	App gesperrt
    Mdx_Answer_Line	%@ → %@
    Mdx_Answer_Undefined	%@ → %@ (undefiniert: hier nicht abfragen)
    Mdx_Auth_Locked_Message	Melden Sie sich mit Ihrem Verzeichniskennwort an, um %@ zu entsperren.
    Mdx_Auth_Locked_Title	Zu viele falsche PINs
    Mdx_Confirm_Pin_Label	PIN wiederholen
    Mdx_Create	Erstellen
    Mdx_Create_Pin_Message	Wählen Sie %d Ziffern. Die PIN öffnet Ihre Arbeits-Apps.
    Mdx_Create_Pin_Title	Citrix-PIN erstellen
    Mdx_Credentials_Message	Melden Sie sich bei %@ mit Ihrem Verzeichnis-Benutzernamen und -Kennwort an.
    Mdx_Credentials_Title	Ihr Arbeitskonto
    Mdx_Denial_Offline	Dafür braucht es das Netzwerk, und das Telefon ist offline.
    Mdx_Denial_Pin_Rules	Genau %d Ziffern.
    Mdx_Denial_Pins_Differ	Die beiden PINs stimmen nicht überein.
    Mdx_Denial_Unknown_Server	Unter dieser Adresse antwortet kein Server.
    Mdx_Denial_Wrong_Credentials	Benutzername oder Kennwort ist falsch.
    Mdx_Denial_Wrong_Pin	Falsche PIN. Noch %d Versuche.
    Mdx_Denial_Wrong_Pin_Last_Try	Falsche PIN. Noch ein Versuch.
    Mdx_Help_F4	F4                Gerät: Secure Hub, Netzwerk, Jailbreak, Uhr
    Mdx_Help_F5	F5                Admin: App sperren, entsperren, zurücksetzen, wiederherstellen
    Mdx_Help_Note	Das Feld neben dem Telefon zeigt, was MdxManager gerade antwortet, und warum.
    Mdx_Home_Open	%@ öffnen
    Mdx_Hub_Install	Secure Hub installieren
    Mdx_Hub_Missing_Message	%@ wird von %@ verwaltet. Installieren Sie Secure Hub; dann öffnet sich diese App darüber.
    Mdx_Hub_Missing_Title	Secure Hub wird benötigt
    Mdx_Jailbreak_Message	Ihre Organisation lässt %@ nicht auf einem gejailbreakten Telefon laufen.
    Mdx_Jailbreak_Title	Dieses Telefon ist nicht erlaubt
    Mdx_Logon	Anmelden
    Mdx_Logon_Check	logonMdxWithFlag(force: false)
    Mdx_Logon_Force	logonMdxWithFlag(force: true)
    Mdx_Logon_Message	Secure Hub meldet Sie an und bringt Sie dann zurück zu %@.
    Mdx_Logon_Title	Citrix-PIN eingeben
    Mdx_Mode_General	nicht verwaltet, General
    Mdx_Mode_Managed	verwaltet
    Mdx_Mode_Premium	nicht verwaltet, Premium
    Mdx_Next	Weiter
    Mdx_Offline_Message	Verbinden Sie sich mit dem Netzwerk und melden Sie sich erneut an, um %@ weiter zu nutzen.
    Mdx_Offline_Title	Zu lange offline
    Mdx_Ok	OK
    Mdx_Panel_Admin	Administrator (F5)
    Mdx_Panel_Device	Gerät (F4)
    Mdx_Panel_Hints	Auf/Ab: wählen · Enter: ausführen · Esc: schließen
    Mdx_Panel_No	nein
    Mdx_Panel_Server	Server %@
    Mdx_Panel_State	Secure Hub: %@ · Netzwerk: %@ · gejailbreakt: %@.
    Mdx_Panel_Title	Antworten von MdxManager (%@)
    Mdx_Panel_Yes	ja
    Mdx_Passcode_Message	%@ war eine Weile inaktiv. Geben Sie Ihre PIN ein, um fortzufahren.
    Mdx_Password_Label	Kennwort
    Mdx_Pin_Label	PIN
    Mdx_Reason_Admin_Value	Der Wert des Administrators für %@.
    Mdx_Reason_App_Not_Running	Die App läuft nicht, also fragt nichts.
    Mdx_Reason_Console_Default	Der Administrator hat %@ auf dem Standardwert der Konsole gelassen.
    Mdx_Reason_Enrolled_User	Der in Secure Hub registrierte Benutzer, ob gerade angemeldet oder nicht.
    Mdx_Reason_General_No_Policies	Nicht verwaltet, General: Die App hat überhaupt keine MDX-Richtlinien.
    Mdx_Reason_Managed_Policies_Embedded	Die App ist verwaltet: Die Richtlinien des Administrators sind eingebettet, und der Schlüsseltresor des Servers wird nach Verschlüsselungsgeheimnissen gefragt.
    Mdx_Reason_Not_Enrolled	Noch ist niemand in Secure Hub registriert, also ist der Name leer.
    Mdx_Reason_Not_Managed	Die App ist nicht verwaltet: Vom Server kam kein Richtlinienpaket.
    Mdx_Reason_Opened_By_Secure_Hub	Secure Hub hat die App geöffnet, nach einer Anmeldung.
    Mdx_Reason_Opened_By_User	Der Benutzer hat die App geöffnet, oder sie kam von selbst aus dem Hintergrund zurück.
    Mdx_Reason_Premium_Defaults_File	Nicht verwaltet, Premium: der Wert von %@ in der mitgelieferten default_policies.xml.
    Mdx_Reason_Premium_Defaults_Missing	Nicht verwaltet, Premium: Die mitgelieferte default_policies.xml setzt %@ nicht.
    Mdx_Reason_Secure_Hub_Absent	Secure Hub ist auf diesem Telefon nicht installiert.
    Mdx_Reason_Secure_Hub_Present	Secure Hub ist installiert, also ist eine MDX-Steuerung der App möglich.
    Mdx_Reason_Undefined_During_Will_Enter_Foreground	Gelesen während applicationWillEnterForeground, wo dieser Antwort nicht zu trauen ist; fragen Sie, sobald die App aktiv ist.
    Mdx_Reason_Unknown_Policy	Keine MDX-Richtlinie heißt %@.
    Mdx_Reminder_Message	%@ muss innerhalb von %d Minuten das Netzwerk Ihrer Organisation erreichen, sonst wird es gesperrt.
    Mdx_Reminder_Title	Bald verbinden
    Mdx_Row_Advance	Uhr %d Minuten vorstellen
    Mdx_Row_Advance_Day	Uhr 1 Tag vorstellen
    Mdx_Row_App_Lock	App sperren
    Mdx_Row_App_Unlock	App entsperren
    Mdx_Row_App_Unwipe	App-Löschung aufheben
    Mdx_Row_App_Wipe	App zurücksetzen
    Mdx_Row_Background	App in den Hintergrund schicken
    Mdx_Row_Foreground	App zurückholen
    Mdx_Row_Go_Offline	Netzwerk: ausschalten
    Mdx_Row_Go_Online	Netzwerk: einschalten
    Mdx_Row_Install_Hub	Secure Hub installieren
    Mdx_Row_Jailbreak	Telefon jailbreaken
    Mdx_Row_Quit_App	App schließen
    Mdx_Row_Remove_Hub	Secure Hub entfernen
    Mdx_Row_Sign_Off	In Secure Hub abmelden
    Mdx_Row_Unjailbreak	Jailbreak rückgängig machen
    Mdx_Running_No_Data	Die Arbeitsdaten der App wurden gelöscht.
    Mdx_Running_Signed_In	Angemeldet als %@
    Mdx_Running_Unmanaged	Läuft im Modus %@, ohne Anmeldung über Secure Hub
    Mdx_Secure_Hub_Bar	Secure Hub
    Mdx_Server_Label	Serveradresse
    Mdx_Server_Message	Geben Sie die Adresse des Servers Ihrer Organisation ein.
    Mdx_Server_Title	Dieses Telefon registrieren
    Mdx_Sign_In	Anmelden
    Mdx_Status	F1: Tasten · Tab: weiter · Enter: wählen · F4: Gerät · F5: Admin · F10: beenden
    Mdx_Title	mamsim · Citrix MDX · %@ · %@
    Mdx_Unlock	Entsperren
    Mdx_User_Label	Benutzername
    Mdx_Vault_Back	Zurück
    Mdx_Vault_Caller	Aufruf aus %@ (Gruppe %@)
    Mdx_Vault_Caller_Locked	Gesperrt: Diese App muss sich erst anmelden.
    Mdx_Vault_Caller_Wiped	Gelöscht: kein Tresorzugriff bis zur Aufhebung.
    Mdx_Vault_Class_Call	Klassenaufruf
    Mdx_Vault_Class_Delete	Entfernen
    Mdx_Vault_Class_Get	Lesen
    Mdx_Vault_Class_Save	Ersetzen
    Mdx_Vault_Create	Neu
    Mdx_Vault_Delete	Löschen
    Mdx_Vault_Error_5101	5101: In keiner Gruppe dieser App gibt es einen Tresor mit diesem Namen.
    Mdx_Vault_Error_5102	5102: Der Tresor ist da, aber seine Daten lassen sich nicht lesen.
    Mdx_Vault_Error_5111	5111: Eine andere App hat den Tresor geschrieben, nachdem diese ihn geladen hat. Erneut laden oder die Synchronisierung erzwingen.
    Mdx_Vault_Error_5121	5121: Nichts Brauchbares zum Schreiben (keine Paare oder ein leerer Schlüssel).
    Mdx_Vault_Force_Sync	Sync erzwingen
    Mdx_Vault_Key	Schlüssel
    Mdx_Vault_Load	Laden
    Mdx_Vault_Lock_App	Sperren
    Mdx_Vault_Logon_App	Anmelden
    Mdx_Vault_Merge	Zusammenführen
    Mdx_Vault_Next_App	Andere App
    Mdx_Vault_No_Error	Der letzte Aufruf hat geklappt.
    Mdx_Vault_Open	Gemeinsamer Tresor
    Mdx_Vault_Sync	Sync
    Mdx_Vault_Title	Tresor „%@“
    Mdx_Vault_Value	Wert
    Mdx_Walk_Enrol_Do	Geben Sie die Serveradresse %@ ein und melden Sie sich dann als %@ mit dem Kennwort %@ an.
    Mdx_Walk_Enrol_No_User	Geben Sie die Serveradresse %@ ein; das Szenario hat keinen Verzeichnisbenutzer zum Anmelden.
    Mdx_Walk_Enrol_Title	In Secure Hub registrieren
    Mdx_Walk_Hub_Do	Meldet die App, dass Secure Hub fehlt, wählen Sie „%@“.
    Mdx_Walk_Hub_Title	Secure Hub ist auf dem Telefon
    Mdx_Walk_Lock_Do	Drücken Sie F5, wählen Sie App-Sperre und drücken Sie die Eingabetaste: Die App zeigt, dass sie gesperrt ist.
    Mdx_Walk_Lock_Title	Der Administrator sperrt die App
    Mdx_Walk_Locked_Early	Die App wurde vor diesem Schritt gesperrt: Drücken Sie F5, wählen Sie %@ und drücken Sie die Eingabetaste, führen Sie diesen Schritt aus und sperren Sie die App dann erneut.
    Mdx_Walk_Logon_Do	Drücken Sie in der App „%@“; Secure Hub fragt nach Ihrer PIN und gibt Sie dann an die App zurück.
    Mdx_Walk_Logon_Title	Erneut über Secure Hub anmelden
    Mdx_Walk_Managed_Do	Zurück in der App: isAppManaged antwortet jetzt true, und getValueOfPolicy liefert die Werte des Administrators. Außerhalb des Rundgangs zeigt die Leiste neben dem Telefon jede Antwort.
    Mdx_Walk_Managed_Title	Die App ist verwaltet
    Mdx_Walk_Not_Managed	Die App dieses Szenarios ist nicht im verwalteten Modus und wird daher nie verwaltet: Verwenden Sie ein verwaltetes Citrix-Szenario.
    Mdx_Walk_Pin_Do	Wählen Sie eine PIN mit %d Ziffern und geben Sie sie zur Bestätigung ein zweites Mal ein.
    Mdx_Walk_Pin_Title	Die Citrix-PIN anlegen
    Mdx_Wiped_Message	Ihre Organisation hat die Arbeitsdaten von %@ und die Registrierung dieses Telefons entfernt. Wenden Sie sich an Ihren Helpdesk.
    Mdx_Wiped_Title	App gelöscht
    NoPolicyWarning_Message	Diese App funktioniert am besten, wenn Ihre Organisation sie verwaltet. Vorerst können Sie sie weiter nutzen.
    NoPolicyWarning_Title	Willkommen
    NoPolicy_Message	Ihre Organisation hat diese App nicht für %@ eingerichtet. Entfernen Sie das Konto oder fragen Sie Ihren IT-Support.
    NoPolicy_Title	App nicht eingerichtet
    Notes_Account_Field	Arbeitskonto
    Notes_Action_Copy	Text kopieren
    Notes_Action_Home	Home-Bildschirm
    Notes_Action_Link	%@ öffnen
    Notes_Action_Paste	Einfügen
    Notes_Action_Print	Drucken
    Notes_Action_Save_Local	Auf diesem Telefon speichern
    Notes_Action_Save_OneDrive	In OneDrive speichern
    Notes_Action_Share	An %@ teilen
    Notes_Action_Upload	Eine Datei aus „Dateien“ hochladen
    Notes_Back_Button	Zurück
    Notes_Body_Field	Text
    Notes_Empty	Noch keine Notizen. Drücken Sie n, um eine zu schreiben.
    Notes_Legend	F Firma · P Privat
    Notes_Managed_Badge	verwaltet
    Notes_Menu_Back	Zurück
    Notes_Menu_Button	Menü
    Notes_Menu_Diagnostics	Diagnose
    Notes_Menu_Home	Home-Bildschirm
    Notes_Menu_New_Note	Neue Notiz
    Notes_Menu_Sign_In	Anmelden
    Notes_Menu_Sign_Out	Abmelden
    Notes_Menu_Switch_Personal	Zu privat wechseln
    Notes_Menu_Switch_Work	Zum Arbeitskonto wechseln
    Notes_Menu_Title	Menü
    Notes_Menu_Web_Views	Webansichten
    Notes_New_Note_Title	Neue Notiz
    Notes_Not_Now_Button	Nicht jetzt
    Notes_Owned_By	Arbeitsnotiz von %@
    Notes_Password_Field	Kennwort
    Notes_Paste_Field	Hier einfügen
    Notes_Personal_Badge	P
    Notes_Personal_Identity_Badge	privat
    Notes_Personal_Owner	%@ · privat
    Notes_Save_Button	Sichern
    Notes_Sign_In_Hint	Demokonto: %@ / %@
    Notes_Sign_In_Message	Öffnen Sie %@ mit Ihrem Arbeitskonto.
    Notes_Sign_In_Title	Bei %@ anmelden
    Notes_Signed_In_As	%@
    Notes_Signed_Out	Nicht angemeldet
    Notes_Signing_In	Anmeldung läuft...
    Notes_Signing_Out	Abmeldung läuft...
    Notes_Title_Field	Titel
    Notes_Unreadable	Die Notizdatenbank ist nicht lesbar, solange das Telefon gesperrt ist: Die Dateien der App sind mit NSFileProtectionComplete geschützt. Entsperren Sie das Telefon (F4).
    Notes_Web_Views_Title	Webansichten
    Notes_Work_Badge	F
    Numeric_PIN_Not_Allowed	Fügen Sie einen Buchstaben oder ein Symbol hinzu.
    OK_Button	OK
    OfflineWipeConfirm_Message	Verbinden Sie sich bald mit Ihrer Organisation: Ohne Verbindung bleiben noch %@, dann werden ihre Daten entfernt.
    OutgoingData_Blocked_Message	Ihre Organisation erlaubt nicht, ihre Daten an jene App zu senden.
    OutgoingData_SaveAs_Blocked_Message	Ihre Organisation erlaubt nicht, ihre Daten dort zu speichern.
    Passcode_Change_Required_Passcode_Expired	Ihr Code ist älter als %d Tage. Wählen Sie einen neuen.
    Passcode_Change_Required_Pin_Expired	Ihre PIN ist älter als %d Tage. Wählen Sie eine neue.
    Passcode_Length_Required	Mindestens %d Zeichen.
    Passcode_Mixed_Required	Verwenden Sie eine Ziffer, einen Buchstaben und ein Symbol.
    Passcode_Reused	Wählen Sie einen Code, den Sie für Ihre letzten %d Codes nicht verwendet haben.
    Pin_Digits_Only	Nur Ziffern verwenden.
    Pin_Length_Required	Genau %d Ziffern.
    Pin_Reused	Wählen Sie eine PIN, die Sie für Ihre letzten %d PINs nicht verwendet haben.
    PolicyRequiresRestartNow_Message	Ihre Organisation schützt ihre Daten jetzt in dieser App. Wählen Sie OK; die App wird geschlossen. Öffnen Sie sie dann erneut.
    PolicyRequiresRestartNow_Title	Neustart erforderlich
    PrintingBlocked_Message	Ihre Organisation erlaubt nicht, ihre Daten aus dieser App zu drucken.
    Remove_Account_Button	Konto entfernen
    Retry_Button	Wiederholen
    Set_Passcode_Confirm	Geben Sie denselben Code zur Bestätigung noch einmal ein.
    Set_Passcode_Error	Die beiden Codes stimmen nicht überein. Beginnen Sie von vorn.
    Set_Passcode_Message	Ihre Organisation verlangt einen Code, um ihre Daten in dieser App zu öffnen.
    Set_Passcode_Title	Code festlegen
    Set_Pin_Confirm	Geben Sie dieselbe PIN zur Bestätigung noch einmal ein.
    Set_Pin_Error	Die beiden PINs stimmen nicht überein. Beginnen Sie von vorn.
    Set_Pin_Message	Ihre Organisation verlangt eine PIN, um ihre Daten in dieser App zu öffnen.
    Set_Pin_Title	PIN festlegen
    SignIn_Message	Melden Sie sich mit Ihrem Arbeitskonto an.
    SignIn_Title	Anmelden
    Sign_In_Button	Anmelden
    Simple_PIN_Not_Allowed	Keine Wiederholungen oder Folgen wie 111 oder 123.
    Simple_Passcode_Not_Allowed	Keine Wiederholungen oder Folgen wie aaa oder abc.
    Touch_ID_Change_Detected_Enter_Passcode_Message	Die Gesichter oder Fingerabdrücke auf diesem Gerät haben sich geändert. Geben Sie zum Fortfahren Ihren Code ein.
    Touch_ID_Change_Detected_Enter_Pin_Message	Die Gesichter oder Fingerabdrücke auf diesem Gerät haben sich geändert. Geben Sie zum Fortfahren Ihre PIN ein.
    Use_Face_ID_Button	Face ID verwenden
    Use_Touch_ID_Button	Touch ID verwenden
    Walkthrough_A_Group	eine Gruppe
    Walkthrough_A_Licensed_Untargeted	ein lizenziertes, nicht zugewiesenes Konto
    Walkthrough_All_Passed	Alle Schritte bestanden. Strg+C schreibt den Bericht und beendet.
    Walkthrough_An_Untargeted_One	ein nicht zugewiesenes
    Walkthrough_Assigned_To	zugewiesen an %@ mit %@.
    Walkthrough_Auth_Disabled	Dieses Konto ist im Mandanten deaktiviert und kann sich nicht anmelden.
    Walkthrough_Auth_Hint	%@ Das zugewiesene Konto ist %@, Kennwort %@.
    Walkthrough_Auth_Offline	Das Gerät ist offline: Schalten Sie das Netz wieder ein (F4).
    Walkthrough_Auth_Unknown_User	Der Mandant hat kein solches Konto.
    Walkthrough_Auth_Wrong_Password	Der Identitätsanbieter hat das Kennwort abgelehnt.
    Walkthrough_Become_Managed_How	%@ Dann neu starten, wenn verlangt, und die PIN festlegen.
    Walkthrough_Character	1 Zeichen
    Walkthrough_Characters	%d Zeichen
    Walkthrough_Copy_Managed_How	%@ öffnen und Text kopieren wählen. Es zählt als Daten des verwalteten Kontos.
    Walkthrough_Copy_Unmanaged_How	Menü, Webansichten, dann %@; Text kopieren wählen. Es zählt als nicht verwaltet.
    Walkthrough_Digit	1 Ziffer
    Walkthrough_Digits	%d Ziffern
    Walkthrough_Exit_Criteria_Title	Abschlusskriterien
    Walkthrough_Explain_200	%@ hat keine Intune-Lizenz: Der Dienst antwortete 200; die App bleibt unverwaltet.
    Walkthrough_Explain_205	Das Gerät ist offline: Die Registrierung schlug mit 205 fehl und wird wiederholt.
    Walkthrough_Explain_225	%@ ist lizenziert, aber keine Richtlinie gilt für dieses Konto in dieser App: Der Dienst antwortete 225, also kommt kein Neustart.
    Walkthrough_External_Link_How	In %@ %@ öffnen: Die App hält ihn für extern, also fragt das SDK die Richtlinie; solange kein verwalteter Browser verlangt wird, lädt ihn die Ansicht.
    Walkthrough_First_Mdx_Title	Erste MDX-App: Secure Hub, Anmeldung, Richtlinien, App-Sperre
    Walkthrough_First_Policy_Title	Test der ersten Richtlinie
    Walkthrough_Installed	%@ %@ ist installiert und geöffnet.
    Walkthrough_Integration_Checked	Vor dem Start des Emulators in %@ geprüft.
    Walkthrough_Integration_More	%@ (und %d weitere im Bericht)
    Walkthrough_Integration_More_One	%@ (und ein weiteres im Bericht)
    Walkthrough_Integration_Title	Integration: Ihre App-Dateien, die erste Richtlinie, die Abnahmekriterien
    Walkthrough_More_Above	↑ %d weitere Zeilen oben
    Walkthrough_More_Above_One	↑ 1 weitere Zeile oben
    Walkthrough_More_Below	↓ %d weitere Zeilen unten
    Walkthrough_More_Below_One	↓ 1 weitere Zeile unten
    Walkthrough_Needs_Vendor_Do	Starten Sie ihn mit einem Szenario, dessen "vendor" "%@" ist.
    Walkthrough_Needs_Vendor_Title	Dieser Test ist für das andere SDK
    Walkthrough_No	NEIN
    Walkthrough_No_Assigned_Account	kein lizenziertes, aktives Konto ist in einer zugewiesenen Gruppe
    Walkthrough_No_Policy	keine Richtlinie.
    Walkthrough_No_Policy_For	das Szenario hat keine Richtlinie für %@
    Walkthrough_No_Policy_Targets	keine Richtlinie gilt für %@
    Walkthrough_No_Suitable_Account	In diesem Szenario gibt es kein passendes Konto.
    Walkthrough_Nobody	niemanden
    Walkthrough_Note	Hinweis: %@
    Walkthrough_Outcome_Failed	fehlgeschlagen
    Walkthrough_Outcome_Passed	bestanden
    Walkthrough_Outcome_Pending	nicht erreicht
    Walkthrough_Outcome_Prepared	vom Szenario vorbereitet
    Walkthrough_Paste_Personal_How	Menü, Home-Bildschirm, %@, dann Einfügen. Die Stufe der Zwischenablage entscheidet.
    Walkthrough_Pin_Breaks_Rule	Diese PIN verstößt gegen eine Regel der Richtlinie: %@ Versuchen Sie eine andere.
    Walkthrough_Pin_Mismatch	Die beiden PINs waren nicht gleich: Geben Sie zweimal dieselbe PIN ein.
    Walkthrough_Pin_Not_Enforced	Es wird keine PIN abgefragt: Das Szenenmanifest der App hat keine UISceneConfigurations, daher hat das SDK die Richtlinie erhalten, setzt aber nichts davon durch. Fügen Sie der Info.plist die Szenenkonfigurationen hinzu und gehen Sie die Schritte erneut durch.
    Walkthrough_Pin_Not_Required	nicht verlangt
    Walkthrough_Pin_Required	verlangt
    Walkthrough_Policy_Applies_At_Once	Warten: Diese App verlangt eine Richtlinie (MAMPolicyRequired), daher wendet das SDK sie an, sobald sie ankommt, ohne Neustart.
    Walkthrough_Policy_Settings	%@: PIN %@, mindestens %@, erneut abgefragt, wenn Sie %@ weg waren.
    Walkthrough_Policy_Targets	die Richtlinie gilt für %@.
    Walkthrough_Preflight_No_External_Link	Keine Webansicht hat den isExternalURL-Delegate und einen Link, den er extern nennt.
    Walkthrough_Preflight_No_Managed_View	Keine Webansicht zählt zum verwalteten Konto: Geben Sie einer die Richtlinie currentIdentity.
    Walkthrough_Preflight_No_Pin	Die Richtlinie verlangt keine PIN (pinRequired ist false): Der PIN-Schritt kann nicht stattfinden.
    Walkthrough_Preflight_No_Targeted	Kein aktives, lizenziertes Konto ist einer Richtlinie für %@ zugewiesen: niemand kann die erste Richtlinie erhalten.
    Walkthrough_Preflight_No_Unmanaged_View	Keine Webansicht zählt für das verwaltete Konto als nicht verwaltet: Setzen Sie TreatAllWebViewsAsUnmanaged oder geben Sie einer Ansicht die Richtlinie unmanaged.
    Walkthrough_Preflight_No_Untargeted	Die Abschlusskriterien brauchen ein lizenziertes Konto ohne Richtlinie; dieses Szenario hat keines.
    Walkthrough_Preflight_No_Web_Views	Die App deklariert keine Webansichten (app.webViews), also gibt es nichts zu probieren.
    Walkthrough_Prepared_By_Scenario	Vom Szenario vorbereitet: %@
    Walkthrough_Prepared_Folded	%d–%d. Vom Szenario vorbereitet
    Walkthrough_Prepared_Open	Vorbereitet: %@ ist geöffnet.
    Walkthrough_Report_Change_At	Schreiben Sie dies anstelle des Werts bei %@:
    Walkthrough_Report_Columns	| # | Schritt | Ergebnis | wann oder warum |
    Walkthrough_Report_Decisions	Datenschutzentscheidungen
    Walkthrough_Report_Events	Delegate-Ereignisse
    Walkthrough_Report_Events_Mdx	SDK-Rückrufe
    Walkthrough_Report_Files	Geprüfte Dateien: %@.
    Walkthrough_Report_Findings	Ergebnisse der Integrationsprüfung
    Walkthrough_Report_Last_Note	Letzter Hinweis: %@
    Walkthrough_Report_No_Decisions	Keine wurde angefragt.
    Walkthrough_Report_No_Events	Keine.
    Walkthrough_Report_No_Events_Mdx	Das MDX SDK ruft keinen Delegate auf: Jeder Schritt wurde am Zustand der App geprüft.
    Walkthrough_Report_Not_Passed	nicht bestanden
    Walkthrough_Report_Passed	bestanden
    Walkthrough_Report_Scenario	Szenario: %@. App: %@ (%@).
    Walkthrough_Report_Time_Taken	Dauer: %@ Sitzungszeit.
    Walkthrough_Report_Title	%@: %@
    Walkthrough_Restart_Prompt	Bei der Neustart-Meldung Enter (OK) drücken; die App schließt sich. Auf dem Home-Bildschirm Enter drücken, um sie wieder zu öffnen.
    Walkthrough_Restart_Prompt_Reopen	Bei der Neustart-Meldung Enter (OK) drücken, dann auf dem Home-Bildschirm Enter, um die App wieder zu öffnen.
    Walkthrough_Restarts_Itself	Warten: Die App startet sich selbst neu, sobald die Richtlinie ankommt.
    Walkthrough_Right_Here_225	Hier ist 225 richtig: %@ ist lizenziert, aber nicht zugewiesen, und die App läuft unverwaltet weiter.
    Walkthrough_Rule_Digits_Only	eine numerische PIN besteht nur aus Ziffern.
    Walkthrough_Rule_Expired	eine PIN gilt %d Tage.
    Walkthrough_Rule_Expired_One	eine PIN gilt 1 Tag.
    Walkthrough_Rule_Mismatch	beide Eingaben müssen gleich sein.
    Walkthrough_Rule_Mixed	ein Code braucht eine Ziffer, einen Buchstaben und ein Symbol.
    Walkthrough_Rule_Numeric_Not_Allowed	ein Code braucht einen Buchstaben oder ein Symbol.
    Walkthrough_Rule_Reused	sie darf keine der letzten %d PINs sein.
    Walkthrough_Rule_Reused_One	sie darf nicht die letzte PIN sein.
    Walkthrough_Rule_Rules_Changed	die PIN wurde unter Regeln gewählt, die die Richtlinie seither verschärft hat.
    Walkthrough_Rule_Simple	keine Wiederholungen oder Folgen wie 1111 oder 1234 (simplePinBlocked).
    Walkthrough_Rule_Too_Short	sie braucht mindestens %d Zeichen.
    Walkthrough_Rule_Too_Short_One	sie braucht mindestens 1 Zeichen.
    Walkthrough_Scenario_Password	das Passwort, das das Szenario ihm gibt
    Walkthrough_Set_Pin_How	Geben Sie nach dem Startbild zweimal eine PIN mit %d Ziffern ein (z. B. %@).
    Walkthrough_Set_Pin_Simple	Diese Richtlinie lehnt einfache PINs wie 1111 oder 1234 ab.
    Walkthrough_Sign_In_As	Als %@ anmelden: %@.
    Walkthrough_Sign_In_Keys_App	im Anmeldeformular %@ in Arbeitskonto eingeben, Tab, %@ eingeben, Enter (in der Notizliste öffnet Anmelden das Formular)
    Walkthrough_Sign_In_Keys_SDK	im Anmeldebildschirm auf Anmelden Enter drücken; dann %@ eingeben, Tab, %@ eingeben, Enter (in der Notizliste öffnet Anmelden diesen Bildschirm)
    Walkthrough_Sign_Out_How	Mit Tab zu Menü, Enter, dann mit ↓ zu Abmelden und Enter.
    Walkthrough_Sign_Out_Keeps_Account	Die App hat den Benutzer abgemeldet, ohne die Registrierung des Kontos aufzuheben (app.unenrollsOnSignOut des Szenarios ist false), daher verwaltet das SDK es weiter und behält seine Daten. Eine App ruft beim Abmelden deRegisterAndUnenrollAccountId mit Löschen auf.
    Walkthrough_Step_Assign_Group	Einer Gruppe mit dem Testkonto zuweisen
    Walkthrough_Step_Become_Managed	Anmelden, bis die App verwaltet ist
    Walkthrough_Step_Builds_And_Runs	Die App lässt sich bauen und starten
    Walkthrough_Step_Copy_Managed	In einer Ansicht der Organisation kopieren
    Walkthrough_Step_Copy_Unmanaged	In einer Ansicht ohne Organisationsdaten kopieren
    Walkthrough_Step_Create_Policy	App-Schutzrichtlinie anlegen
    Walkthrough_Step_External_Link	Einem externen Link folgen
    Walkthrough_Step_Install	Die App installieren
    Walkthrough_Step_Managed_Restarted	Die App ist verwaltet und neu gestartet
    Walkthrough_Step_Needs	%@ Dieser Schritt braucht %@.
    Walkthrough_Step_Needs_Unmanaged_App	Diese App ist ohne Richtlinie nicht nutzbar (MAMPolicyRequired), daher kann dieser Schritt nicht bestanden werden: Der Test des Leitfadens setzt eine App voraus, die auch unverwaltet funktioniert.
    Walkthrough_Step_Paste_Personal	In die private App einfügen
    Walkthrough_Step_Restart	Das SDK startet die App mit der Richtlinie neu
    Walkthrough_Step_Set_Pin	Die App-PIN festlegen
    Walkthrough_Step_Sign_In_Targeted	Mit dem zugewiesenen Konto anmelden
    Walkthrough_Step_Sign_Out	Abmelden
    Walkthrough_Step_Sign_Out_Managed	Das verwaltete Konto abmelden
    Walkthrough_Step_Target_Bundle	Die Bundle-ID der App auswählen
    Walkthrough_Step_Untargeted	Ein nicht zugewiesenes Konto arbeitet unverwaltet
    Walkthrough_Step_Use_Signed_Out	Die App abgemeldet nutzen
    Walkthrough_Step_Web_Views_Declared	Die Webansichten der App
    Walkthrough_Summary_Passed	%@: alle Schritte bestanden
    Walkthrough_Summary_Step	Schritt %d/%d: %@
    Walkthrough_Summary_Stopped	%@: angehalten
    Walkthrough_Targeted_Not_Wanted	%@ ist einer Richtlinie zugewiesen; dieser Schritt braucht ein Konto ohne Richtlinie, etwa %@. Schließen Sie den Neustart ab, melden Sie sich ab und mit diesem an.
    Walkthrough_The_Targeted_Account	das zugewiesene Konto
    Walkthrough_Then_Menu_Sign_In_Targeted	%@ Abmelden (Menü, Abmelden) und als %@ anmelden.
    Walkthrough_Then_Sign_In_Targeted	%@ Abmelden und als %@ anmelden.
    Walkthrough_Use_Signed_Out_How	Schreiben Sie eine Notiz: Menü, Neue Notiz, Titel eingeben, dann Enter.
    Walkthrough_Web_Views_Clipboard	Die Zwischenablage-Stufe der Richtlinie ist %@, daher wird das Einfügen in die private App abgelehnt.
    Walkthrough_Web_Views_Prepared	Webansichten %@; TreatAllWebViewsAsUnmanaged %@.
    Walkthrough_Web_Views_Title	Webansichten und Datenschutz
    Walkthrough_Yes	JA
    """#

  /// Italian (`it`).
  private static let italianText = #"""
    Access_Check_Message	La tua organizzazione ti chiede di accedere di nuovo come %@ per aprire i suoi dati.
    Access_Check_Title	Conferma la tua identità
    Account_Mismatch_Message	Solo %@ può reimpostare questo PIN. Accedi con quell'account.
    Account_Mismatch_Passcode_Message	Solo %@ può reimpostare questo codice. Accedi con quell'account.
    AppBlockedAccountDisabled_Message	Il tuo account di lavoro non può più essere usato qui. Contatta il supporto IT.
    AppBlockedDeviceModel_Message	La tua organizzazione non consente dati di lavoro su questo modello di dispositivo (%@).
    AppBlockedMaxOS_Message	La tua organizzazione non supporta ancora iOS più recente di %@. Questo dispositivo ha iOS %@.
    AppBlockedMinApp_Message	La tua organizzazione richiede la versione %@ di questa app o successiva. Tu hai la %@.
    AppBlockedMinOS_Message	La tua organizzazione richiede iOS %@ o successivo. Questo dispositivo ha iOS %@.
    AppBlockedMinSDK_Message	Questa app usa un componente di gestione meno recente (%@); la tua organizzazione richiede %@ o successivo.
    AppBlockedOfflineGracePeriodExpired_Message	Questa app non raggiunge la tua organizzazione da %@. Connettiti a internet e riprova.
    AppBlockedThreat_Message	La tua app di difesa dalle minacce segnala un rischio «%@» su questo dispositivo; la tua organizzazione consente al massimo «%@».
    AppBlocked_Title	Accesso bloccato
    AppWarningApp_Title	Aggiorna presto questa app
    AppWarningOS_Title	Aggiorna presto iOS
    AppWarningSDK_Title	Questa app va aggiornata presto
    AppWarning_Suffix	Per ora puoi continuare.
    AppWarning_Title	Attenzione
    AppWiped	La tua organizzazione ha rimosso i suoi dati da questa app per %@. L'app si chiuderà. (%d)
    AppWiped_Title	Dati rimossi
    Auth_Account_Disabled	La tua organizzazione ha disattivato questo account.
    Auth_Offline	Sei offline. Connettiti e riprova.
    Auth_Unknown_User	Non esiste un account con questo nome.
    Auth_Wrong_Password	La password è errata.
    AutoEnrollmentAuthRequired_Message	%@ deve essere gestita dalla tua organizzazione prima che tu possa usarla. Accedi con il tuo account di lavoro.
    AutoEnrollmentAuthRequired_Title	Accedi per continuare
    AutoEnrollmentFailure_Message	Non è stato possibile raggiungere la tua organizzazione per configurare questa app (codice %d). Riproveremo a breve.
    AutoEnrollmentFailure_Title	Connessione non riuscita
    AutoEnrollmentNotLicensedFailure_Message	La tua organizzazione non ha configurato %@ per usare questa app. Chiedi aiuto al supporto IT.
    AutoEnrollmentNotLicensedFailure_Title	Account non configurato
    Biometric_Failed_Message	Non riconosciuto. Riprova o inserisci il PIN.
    Biometric_Failed_Passcode_Message	Non riconosciuto. Riprova o inserisci il codice.
    Cancel_Button	Annulla
    Clipboard_Character_Limit_Message	Qui si possono incollare solo %d caratteri dei dati della tua organizzazione.
    Clipboard_Paste_Blocked_Message	Qui non si possono incollare i dati della tua organizzazione.
    Close_Application_Button	Chiudi app
    Connecting_Message	Connessione alla tua organizzazione...
    Continue_Button	Continua
    DataProtection_Title	Protetto dalla tua organizzazione
    DeviceRooted_Message	Questo dispositivo è stato modificato (jailbreak), quindi la tua organizzazione non vi consente l'apertura dei dati di lavoro.
    DeviceRooted_Title	Dispositivo non consentito
    Diagnostics_Account	Account
    Diagnostics_App	App
    Diagnostics_Bundle_Id	ID bundle
    Diagnostics_Device	Dispositivo
    Diagnostics_Device_Value	%@, iOS %@
    Diagnostics_Enforcement	Applicazione
    Diagnostics_Enrolled	registrata
    Diagnostics_Enrolling	registrazione in corso
    Diagnostics_Enrollment	Registrazione
    Diagnostics_File_Protection	Protezione dei file
    Diagnostics_Files_Closed	%@, file chiusi (telefono bloccato)
    Diagnostics_Integration	Integrazione dell'app
    Diagnostics_Last_Check_In	Ultimo check-in
    Diagnostics_Last_Check_In_Attempt	Ultimo tentativo
    Diagnostics_Never	mai
    Diagnostics_None	nessuno
    Diagnostics_Not_Enforced	applicato, non imposto
    Diagnostics_Not_Registered	non registrata
    Diagnostics_Policy	Criterio
    Diagnostics_Retry	%d %@, nuovo tentativo alle %@
    Diagnostics_SDK	SDK
    Diagnostics_Title	Diagnostica
    Diagnostics_Waiting_For_Restart	in attesa di riavvio
    Enter_Passcode_Error	Codice errato. Riprova.
    Enter_Passcode_Message	Inserisci il codice per aprire i dati della tua organizzazione.
    Enter_Passcode_Title	Inserisci il codice
    Enter_Pin_Error	PIN errato. Riprova.
    Enter_Pin_Message	Inserisci il PIN per aprire i dati della tua organizzazione.
    Enter_Pin_Title	Inserisci il PIN
    Forgot_Passcode_Button	Codice dimenticato
    Forgot_Passcode_Message	Accedi con il tuo account di lavoro per scegliere un nuovo codice.
    Forgot_Pin_Button	PIN dimenticato
    Forgot_Pin_Message	Accedi con il tuo account di lavoro per scegliere un nuovo PIN.
    IncomingData_Blocked_Message	La tua organizzazione non consente a questa app di ricevere dati da quell'app.
    IncomingData_Paste_Blocked_Message	La tua organizzazione non consente di incollare qui contenuti di altre app.
    Mamsim_Browser_Default	Safari
    Mamsim_Browser_Managed	%@ (gestito)
    Mamsim_Browser_Showing	Mostra %@
    Mamsim_Check_Entitlements_Is_Info	%@ è l'Info.plist di un'app, non un file di entitlement: indica lì invece il file .entitlements dell'app
    Mamsim_Check_Files_Swapped	questo è un file di entitlement, e --entitlements indica %@, l'Info.plist di un'app: li hai scambiati? Indica l'Info.plist da controllare e, dopo --entitlements, il file .entitlements
    Mamsim_Check_Integration_Skipped	la condivisione del portachiavi non è stata verificata, perché non sono stati indicati entitlement: indica il file .entitlements dell'app con --entitlements per verificarne anche i gruppi del portachiavi
    Mamsim_Clipboard_Character_Limit_One	Qui si può incollare solo 1 carattere dei dati della tua organizzazione.
    Mamsim_Configure_Added	%@: %@: aggiunto %@
    Mamsim_Configure_Binary_In_Place	un'Info.plist binaria non viene modificata sul posto; indica con -o un file XML da scrivere
    Mamsim_Configure_Build_Settings	impostazioni di build: STRIP_SWIFT_SYMBOLS = NO ed ENABLE_BITCODE = NO; con la Enhanced Security di Xcode 26, disattiva Authenticate Pointers ed Enable Read-only Platform Memory
    Mamsim_Configure_Cannot_Write	non può essere scritto: %@
    Mamsim_Configure_Changed_Meanwhile	è cambiato mentre configure era in esecuzione, quindi non è stato scritto nulla e quella modifica resta; esegui di nuovo configure
    Mamsim_Configure_Hard_Links	ha altri collegamenti fisici, che una modifica sul posto separerebbe da esso; scrivi in un altro file con -o
    Mamsim_Configure_Left_Out	%@: %@: non aggiunti, perché supererebbero il limite di Apple di %d schemi interrogati per iOS %d: %@ (per quelle app l'app chiede invece isURLAllowed)
    Mamsim_Configure_No_Entitlements	la condivisione del portachiavi non è stata controllata: indica gli entitlement dell'app con -e
    Mamsim_Configure_Not_Edited	%@: %@: non modificato, perché non è del tipo a cui configure aggiunge; vedi sotto cosa fare a mano
    Mamsim_Configure_Not_Regular	non è un file normale
    Mamsim_Configure_Not_Writable	non hai il permesso di scriverci; cambiane i permessi, o scrivi in un altro file con -o
    Mamsim_Configure_Nothing_Changed	%@: non è stato cambiato nulla, perché configure non può aggiungere a un valore di un altro tipo (%@); vedi sotto cosa fare a mano
    Mamsim_Configure_Nothing_To_Add	%@: niente da aggiungere, il file ha già tutto
    Mamsim_Configure_Output_Dash	configure scrive un file, mai lo standard output; indica con -o il file da scrivere
    Mamsim_Configure_Output_Is_Entitlements	è il file di entitlement di un'app, che configure non sovrascrive con un Info.plist; indica con -o un file nuovo o un Info.plist
    Mamsim_Configure_Output_Is_Entitlements_Option	è il file di entitlement indicato da -e (%@), che configure non sovrascrive con un Info.plist; indica un altro file con -o
    Mamsim_Configure_Output_Not_Plist	contiene qualcosa che non è una property list, che configure non sovrascrive; indica un file nuovo o una property list
    Mamsim_Configure_Output_Not_Regular	esiste e non è un file normale (un collegamento simbolico, una FIFO, un dispositivo o una cartella), che configure non sostituisce; indica un file nuovo o un file normale
    Mamsim_Configure_Output_Read_Only	è di sola lettura; configure non sostituisce un file che nessuno può scrivere, quindi cambiane i permessi o indica un altro file
    Mamsim_Configure_Refused_Entitlements	sembra un file di entitlement, non un Info.plist: -i ed -e sono scambiati? -i vuole l'Info.plist, -e il file .entitlements
    Mamsim_Configure_Refused_Layout	non è stato possibile seguire la struttura del file
    Mamsim_Configure_Refused_Not_Dictionary	la property list contiene %@, non un dizionario Info.plist
    Mamsim_Configure_Refused_Not_UTF8	il file non è UTF-8 valido, quindi non può essere modificato come testo
    Mamsim_Configure_Refused_Not_XML_Text	%@ contiene il carattere di controllo %@, che una property list XML non può contenere, quindi questa Info.plist binaria non può essere scritta come XML; togli il carattere in Xcode ed esegui di nuovo configure
    Mamsim_Configure_Refused_Read_Back	il file modificato non si rileggerebbe come previsto, quindi è stato lasciato com'era
    Mamsim_Configure_Run_Again	esegui di nuovo mamsim configure dopo ogni modifica a questi file e ogni aggiornamento dell'SDK
    Mamsim_Configure_Symlink	è un collegamento simbolico; configure modifica solo un file normale, quindi indica il file a cui punta
    Mamsim_Configure_To_Do	da fare a mano:
    Mamsim_Configure_Too_Large	con le aggiunte il file sarebbe di %d byte, più dei %d byte che mamsim legge, quindi non è stato scritto nulla e il file è rimasto com'era: fai spazio al suo interno (o togli ciò che non serve) ed esegui di nuovo configure
    Mamsim_Consequence_Face_ID_Missing	Manca NSFaceIDUsageDescription: iOS nega Face ID all'app, quindi la schermata del PIN non lo offre mai.
    Mamsim_Consequence_Files_Close	MaxFileProtectionLevel %@: circa 10 s dopo il blocco del telefono, i file protetti dell'app (il suo database delle note) non sono leggibili fino allo sblocco.
    Mamsim_Consequence_Files_Stay_Open	MaxFileProtectionLevel %@: i file dell'app restano leggibili mentre il telefono è bloccato.
    Mamsim_Consequence_MDM_No_Restart	La configurazione app MDM indica l'account (IntuneMAMUPN/IntuneMAMOID): dopo la registrazione MAM non segue alcun riavvio. Questo viene dal tracker dei problemi dell'SDK, non dalla guida.
    Mamsim_Consequence_Managed_App_Twin	%@ non registra il suo schema URL con -intunemam: finché i dati dell'organizzazione possono andare solo ad app gestite, aprirla non riesce (errore iOS -10814). Questo viene dal tracker dei problemi dell'SDK, non dalla guida.
    Mamsim_Consequence_Past_Limit	%1$@ è elencato oltre il limite di Apple di %2$d schemi interrogati: canOpenURL non risponde mai sì per esso.
    Mamsim_Consequence_Reported_Only	Solo segnalati, senza conseguenze indicate dalla guida per il telefono: altri %d risultati (mamsim check).
    Mamsim_Consequence_Reported_Only_One	Solo segnalato, senza conseguenze indicate dalla guida per il telefono: 1 altro risultato (mamsim check).
    Mamsim_Consequence_Scenes_Unenforced	Manifest delle scene senza UISceneConfigurations: registrazione e criterio arrivano e l'app si riavvia, ma nulla viene applicato (nessun PIN, nessuna protezione dei dati).
    Mamsim_Consequence_Scenes_Unenforced_At_Once	Manifest delle scene senza UISceneConfigurations: registrazione e criterio arrivano, ma nulla viene applicato (nessun PIN, nessuna protezione dei dati).
    Mamsim_Consequence_Twin_Missing	%1$@ è interrogato senza %2$@: finché un criterio è applicato, canOpenURL risponde no anche se l'app è installata. Rimedio: isURLAllowed(_:isKnownManagedAppScheme: true), poi canOpenURL con l'identità vuota.
    Mamsim_Control_Admin_Footnote	Le modifiche arrivano all'app al prossimo check-in.
    Mamsim_Control_Admin_Title	Amministratore (F5)
    Mamsim_Control_Advance_Clock	Avanza l'orologio
    Mamsim_Control_App	App
    Mamsim_Control_Background	in background
    Mamsim_Control_Check_In_Due	Prossimo check-in tra %@.
    Mamsim_Control_Check_In_Now	Check-in ora
    Mamsim_Control_Clock_Away_Only	Per la PIN conta solo il tempo fuori dall'app.
    Mamsim_Control_Device_Footnote	L'app li vede alla prossima ripresa, al check-in o all'avvio.
    Mamsim_Control_Device_Footnote_Stopped	L'app è chiusa: li vedrà alla prossima apertura.
    Mamsim_Control_Device_Title	Dispositivo (F4)
    Mamsim_Control_Disabled	disattivato
    Mamsim_Control_Enabled	attivo
    Mamsim_Control_Enroll_Face	Registra un altro volto
    Mamsim_Control_Enroll_Finger	Registra un'altra impronta
    Mamsim_Control_Foreground	in primo piano
    Mamsim_Control_Hints	↑↓ muovi · Invio modifica · Esc chiudi · Ctrl+C esci
    Mamsim_Control_Jailbroken	Jailbreak
    Mamsim_Control_Keys	Invio modifica, Esc chiude.
    Mamsim_Control_Model	Modello
    Mamsim_Control_Network	Rete
    Mamsim_Control_No	no
    Mamsim_Control_Not_Running	non in esecuzione
    Mamsim_Control_Not_Set	non impostato
    Mamsim_Control_Now_Check_In	R: check-in ora.
    Mamsim_Control_Now_Launch	R: aprila ora.
    Mamsim_Control_Now_Resume	R: ora in background e ritorno.
    Mamsim_Control_OS_Version	Versione di iOS
    Mamsim_Control_Ordered	richiesta
    Mamsim_Control_Phone_Locked	Telefono bloccato
    Mamsim_Control_Plus_12_Hours	+12 ore
    Mamsim_Control_Plus_30_Minutes	+30 min
    Mamsim_Control_Plus_90_Days	+90 giorni
    Mamsim_Control_Plus_Day	+1 giorno
    Mamsim_Control_Policy	Criterio
    Mamsim_Control_Sensor_Matches	%@ riconosce
    Mamsim_Control_Threat_Level	Livello di minaccia
    Mamsim_Control_Wipe	Cancella %@
    Mamsim_Control_Yes	sì
    Mamsim_Duration_Days	%d giorni
    Mamsim_Duration_Hours	%d ore
    Mamsim_Duration_Minutes	%d minuti
    Mamsim_Duration_Second	1 secondo
    Mamsim_Duration_Seconds	%d secondi
    Mamsim_Help_Arrows	↑ ↓               muoviti in un elenco, scorri una schermata lunga
    Mamsim_Help_Backspace	Backspace         cancella l'ultimo carattere
    Mamsim_Help_Ctrl_C	Ctrl+C            chiudi subito mamsim
    Mamsim_Help_Ctrl_L	Ctrl+L            ridisegna tutto lo schermo
    Mamsim_Help_Enter	Invio             premi il pulsante, apri la voce
    Mamsim_Help_Escape	Esc               torna indietro, chiudi questo aiuto
    Mamsim_Help_F1	F1                questo aiuto
    Mamsim_Help_F2_F3	F2 / F3           tutto lo scenario / tutti gli eventi
    Mamsim_Help_F4	F4                dispositivo: jailbreak, iOS, rete, orologio
    Mamsim_Help_F5	F5                admin: cancella, disattiva, modifica il criterio
    Mamsim_Help_Mouse	Clic del mouse    premi un pulsante, seleziona un campo
    Mamsim_Help_Pages	PagSu / PagGiù    scorri una schermata lunga di una pagina (diagnostica)
    Mamsim_Help_Panel_Note	Il pannello dello scenario (accanto al telefono, o intero con F2) elenca gli account con cui puoi accedere e cosa risponderà il servizio a ciascuno.
    Mamsim_Help_Quit	q                 esci (nell'app, fuori da un campo)
    Mamsim_Help_Tab	Tab / Shift+Tab   passa tra pulsanti e campi
    Mamsim_Help_Title	Tasti
    Mamsim_Hint_Admin_Panel	F5 admin
    Mamsim_Hint_Checklist	F2 elenco · %@
    Mamsim_Hint_Device_Panel	F4 dispositivo
    Mamsim_Hint_Digits	0-9 digita il PIN
    Mamsim_Hint_Enter	Invio scegli
    Mamsim_Hint_Escape	Esc indietro
    Mamsim_Hint_Help	F1 aiuto
    Mamsim_Hint_Move	↑↓ muovi
    Mamsim_Hint_Narrow_Panels	F2/F3 pannelli
    Mamsim_Hint_Quit	q esci
    Mamsim_Hint_Quit_Mamsim	Ctrl+C esci
    Mamsim_Hint_Scroll	↑↓ PagSu PagGiù scorri
    Mamsim_Hint_Tab	Tab avanti
    Mamsim_Home_Exit_Closed	%@ è stata chiusa.
    Mamsim_Home_Exit_Killed	%@ è stata terminata.
    Mamsim_Home_Exit_Restart	%@ si è chiusa per applicare le impostazioni della tua organizzazione.
    Mamsim_Home_Exit_Wiped	%@ si è chiusa dopo che la tua organizzazione ha rimosso i suoi dati.
    Mamsim_Home_Open_Hint	Invio apre %@
    Mamsim_Home_Other_Apps	Altre app su questo telefono:
    Mamsim_Home_Resume_Hint	Torna a %@
    Mamsim_Integration_App_Groups_Listed	AppGroupIdentifiers elenca ogni gruppo di applicazioni degli entitlement
    Mamsim_Integration_App_Groups_Missing	gli entitlement concedono i gruppi di applicazioni %@ ma AppGroupIdentifiers non li elenca, quindi l'SDK non può proteggere ciò che l'app vi conserva
    Mamsim_Integration_Auto_Enroll_Needed	un'app che richiede un criterio deve registrarsi all'avvio: imposta AutoEnrollOnLaunch a true
    Mamsim_Integration_Auto_Enroll_Set	MAMPolicyRequired è accompagnato da AutoEnrollOnLaunch
    Mamsim_Integration_Cache_Group_Missing	manca il gruppo "%@": MSAL vi conserva la cache dei token
    Mamsim_Integration_Client_Id_Needed	ADALClientId deve contenere il client id della registrazione dell'app in Entra
    Mamsim_Integration_Client_Id_Set	ADALClientId è impostato
    Mamsim_Integration_Containing_App_Needed	questa è un'estensione (ha NSExtension), quindi ContainingAppBundleId deve indicare il bundle id dell'app che la contiene
    Mamsim_Integration_Containing_App_Set	l'estensione indica l'app che la contiene
    Mamsim_Integration_Face_ID_Blank	la descrizione dell'uso di Face ID è vuota, e iOS nega Face ID a un'app che non dà un motivo, quindi un criterio che consente Face ID per il PIN dell'app non può offrirlo
    Mamsim_Integration_Face_ID_Described	l'app spiega perché usa Face ID
    Mamsim_Integration_Face_ID_Missing	senza una descrizione dell'uso di Face ID, iOS nega Face ID all'app, quindi un criterio che consente Face ID per il PIN dell'app non può offrirlo
    Mamsim_Integration_Finish_Launching_Needed	l'app registra attività in background (BGTaskSchedulerPermittedIdentifiers), quindi l'SDK deve completare l'avvio subito: imposta FinishLaunchingAtStartup a true
    Mamsim_Integration_Finish_Launching_Set	FinishLaunchingAtStartup è attivo per un'app con attività in background
    Mamsim_Integration_Group_Prefix_Alone	"%@" è un prefisso del team senza il nome di un gruppo dopo: aggiungi il nome del gruppo o togli la voce
    Mamsim_Integration_Group_Prefix_Gap	"%@" ha un punto o uno spazio dopo il prefisso del team, che finisce già con un punto: scrivilo come "%@"
    Mamsim_Integration_Group_Prefix_No_Dot	"%@" attacca l'id del team %@ al nome del gruppo senza il suo punto: scrivilo come "%@"
    Mamsim_Integration_Group_Shared	"%@" è condiviso
    Mamsim_Integration_Group_Spaces_Around	"%@" ha degli spazi attorno, che il portachiavi considererebbe parte del nome del gruppo: scrivilo come "%@"
    Mamsim_Integration_Group_Unprefixed	"%@" non ha il prefisso del team: scrivilo come "%@" perché indichi il gruppo del tuo team
    Mamsim_Integration_Groups_Prefixed	ogni gruppo ha il prefisso del team
    Mamsim_Integration_Invalid_URL_Scheme	"%@" non è uno schema URL (una lettera, poi lettere, cifre, +, - o .): la convalida dell'App Store rifiuta il caricamento (errore 409); elenca solo lo schema, per esempio la parte prima di ://, senza gemello -intunemam
    Mamsim_Integration_Keychain_Not_Array	keychain-access-groups deve essere un array di nomi di gruppo, e non ne contiene
    Mamsim_Integration_Keychain_Off	la condivisione del portachiavi è disattivata: gli entitlement non hanno keychain-access-groups
    Mamsim_Integration_Keychain_On	la condivisione del portachiavi è attiva
    Mamsim_Integration_Mailto_Companion_Fine	mailto non è interrogato, oppure ms-outlook-intunemam è elencato insieme
    Mamsim_Integration_Mailto_Companion_Missing	l'app interroga mailto, quindi deve elencare anche "%@" perché la posta vada a un Outlook gestito
    Mamsim_Integration_Mam_Group_Missing	manca il gruppo "%@": l'SDK vi conserva il proprio stato
    Mamsim_Integration_No_Scene_Manifest	l'app non dichiara un manifesto delle scene, quindi non usa le scene
    Mamsim_Integration_No_Settings	l'Info.plist non ha un dizionario IntuneMAMSettings, quindi l'SDK non ha un client id
    Mamsim_Integration_Over_Limit_Remedy	%@; il gemello non rientrerebbe nei %d schemi che iOS %d consente, quindi se quell'app integra l'SDK chiedi prima IntuneMAMPolicy.isURLAllowed(_:isKnownManagedAppScheme: true), poi canOpenURL con l'identità vuota
    Mamsim_Integration_Override_Group_Missing	manca il gruppo "%@": ADALCacheKeychainGroupOverride lo indica come cache dei token di MSAL
    Mamsim_Integration_Own_Group_First	il gruppo dell'app viene per primo
    Mamsim_Integration_Own_Group_Move	il primo gruppo, "%@", è uno di quelli dell'SDK: nel primo gruppo finiscono gli elementi del portachiavi dell'app, quindi sposta in cima il gruppo dell'app alla riga %d
    Mamsim_Integration_Policy_Required_App_Store	un'app che non parte senza un criterio non viene accettata sull'App Store
    Mamsim_Integration_Queried_Not_Scheme	"%@" non è uno schema (una lettera, poi lettere, cifre, +, - o .): canOpenURL non lo trova mai; elenca solo lo schema, per esempio la parte prima di ://
    Mamsim_Integration_Queried_Twin_Missing	"%@" è interrogato senza il suo gemello "%@": mentre vale un criterio, canOpenURL può rispondere in modo sbagliato
    Mamsim_Integration_Queried_Twins_Present	ogni schema interrogato ha il suo gemello -intunemam
    Mamsim_Integration_Queries_No_Limit	%d schemi interrogati, e nessun limite da verificare: il limite di Apple vale dalle app collegate a iOS 15, e questa è collegata a iOS %d
    Mamsim_Integration_Queries_No_Limit_One	%d schema interrogato, e nessun limite da verificare: il limite di Apple vale dalle app collegate a iOS 15, e questa è collegata a iOS %d
    Mamsim_Integration_Queries_Not_Array	LSApplicationQueriesSchemes deve essere un array di schemi, non %@
    Mamsim_Integration_Queries_Over_Limit	%d schemi interrogati, %d in più dei %d che iOS %d consente: canOpenURL risponde no per %@. Togli %d dei gemelli -intunemam, scegliendo solo gemelli di app che sai integrare l'SDK Intune (mamsim non può sapere quali; l'elenco contiene %@), e per quelle app chiedi invece IntuneMAMPolicy.isURLAllowed(_:isKnownManagedAppScheme: true) prima di canOpenURL
    Mamsim_Integration_Queries_Over_Limit_Few_Twins	%d schemi interrogati, %d in più dei %d che iOS %d consente: canOpenURL risponde no per %@. Togli i gemelli %@ e per quelle app chiedi invece IntuneMAMPolicy.isURLAllowed(_:isKnownManagedAppScheme: true) prima di canOpenURL, poi togli %d degli schemi interrogati dall'app stessa (i %d dell'SDK devono restare)
    Mamsim_Integration_Queries_Over_Limit_No_Twin	%d schemi interrogati, %d in più dei %d che iOS %d consente: canOpenURL risponde no per %@. L'elenco non ha gemelli da togliere: togli %d degli schemi interrogati dall'app stessa (i %d dell'SDK devono restare)
    Mamsim_Integration_Queries_Within_Limit	%d schemi interrogati, entro i %d consentiti con il collegamento a iOS %d
    Mamsim_Integration_Queries_Within_Limit_One	%d schema interrogato, entro i %d consentiti con il collegamento a iOS %d
    Mamsim_Integration_Redirect_Needed	non è impostato né ADALRedirectUri né ADALRedirectScheme, quindi l'accesso non può tornare all'app
    Mamsim_Integration_Redirect_Set	%@ è impostato
    Mamsim_Integration_Scene_Configurations_Declared	il manifesto delle scene dichiara le sue configurazioni
    Mamsim_Integration_Scene_Configurations_Missing	un manifesto delle scene senza configurazioni: la registrazione e il criterio arrivano, ma l'SDK potrebbe non proteggere nulla nell'app. Dichiara una configurazione, oppure togli il manifesto se l'app non usa le scene
    Mamsim_Integration_Sdk_Group_First	il primo gruppo, "%@", è uno di quelli dell'SDK: nel primo gruppo finiscono gli elementi del portachiavi dell'app, quindi metti per primo il gruppo dell'app
    Mamsim_Integration_Sdk_Schemes_Listed	gli schemi propri dell'SDK sono tutti elencati
    Mamsim_Integration_Sdk_Schemes_Missing	%d dei %d schemi che l'SDK stesso interroga non sono elencati: %@
    Mamsim_Integration_Sdk_Schemes_Missing_One	%d dei %d schemi che l'SDK stesso interroga non è elencato: %@
    Mamsim_Integration_Status_Line	%@: %@
    Mamsim_Integration_Status_Missing	manca
    Mamsim_Integration_Status_Note	nota
    Mamsim_Integration_Status_Pass	superato
    Mamsim_Integration_Status_Wrong	errato
    Mamsim_Integration_Step_Face_ID	Descrizione dell'uso di Face ID
    Mamsim_Integration_Step_Keychain_Sharing	Condivisione del portachiavi
    Mamsim_Integration_Step_Queried_Schemes	Schemi URL interrogati
    Mamsim_Integration_Step_Query_Limit	Il limite di Apple sugli schemi interrogati
    Mamsim_Integration_Step_Required_Settings	Impostazioni obbligatorie
    Mamsim_Integration_Step_Scene_Manifest	Manifesto delle scene
    Mamsim_Integration_Step_Settings_Rules	Regole di IntuneMAMSettings
    Mamsim_Integration_Step_Suffix	%@ (passo: %@)
    Mamsim_Integration_Step_URL_Schemes	Gli schemi URL propri dell'app
    Mamsim_Integration_URL_Schemes_Fine	ogni schema URL dell'app è valido e ha il suo gemello -intunemam
    Mamsim_Integration_URL_Twin_Missing	lo schema "%@" dell'app non ha il gemello "%@": un'app gestita che può inviare dati dell'organizzazione solo ad app gestite non riesce ad aprire questa
    Mamsim_Integration_URL_Types_Wrong_Kind	%@ deve essere %@, non %@, altrimenti iOS lo ignora
    Mamsim_Location_Local	questo telefono
    Mamsim_Location_OneDrive	OneDrive for Business
    Mamsim_Managed_App_Line	Gestita da %@, dallo stesso editore di %@.
    Mamsim_Managed_App_Name	%@ Attività
    Mamsim_Managed_App_Not_Opened_Message	Impossibile aprire %@: l'SDK la apre tramite il suo schema URL con -intunemam, che quell'app non registra (errore iOS -10814).
    Mamsim_Notice_Can_Open_URL_No	canOpenURL ha risposto no per %@:, quindi l'app non ha trovato un'app con cui aprirla.
    Mamsim_Notice_Clipboard_Empty	Gli appunti sono vuoti.
    Mamsim_Notice_Copied	%d caratteri copiati.
    Mamsim_Notice_Copied_One	1 carattere copiato.
    Mamsim_Notice_Link_In_View	La vista web ha aperto %@.
    Mamsim_Notice_No_App_For_Scheme	Nessuna app su questo telefono apre i link %@:, quindi il link non ha portato da nessuna parte.
    Mamsim_Notice_Note_Needs_Title	Prima dai un titolo alla nota.
    Mamsim_Notice_Pasted	%d caratteri incollati.
    Mamsim_Notice_Pasted_One	1 carattere incollato.
    Mamsim_Notice_Printed	Inviato alla stampante.
    Mamsim_Notice_Received	%@ l'ha ricevuto come nuova nota.
    Mamsim_Notice_Saved	Salvato in %@.
    Mamsim_Notice_Shared	Inviato a %@.
    Mamsim_Notice_Uploaded	La pagina ha ricevuto il file.
    Mamsim_Notice_User_Name_Needed	Prima scrivi il tuo nome utente.
    Mamsim_Other_App_Field	Testo
    Mamsim_Outcome_Allowed	consentito
    Mamsim_Outcome_Blocked	bloccato
    Mamsim_Outcome_Default_Browser	browser predefinito
    Mamsim_Outcome_In_View	resta nella vista
    Mamsim_Outcome_Managed_Browser	browser gestito
    Mamsim_Outcome_No_App	nessuna app per lo schema
    Mamsim_Panel_Accounts	Account
    Mamsim_Panel_Clipboard	Appunti
    Mamsim_Panel_Clipboard_Empty	vuoti
    Mamsim_Panel_Decision_Line	%@ %@ come %@: %@
    Mamsim_Panel_Decisions	Decisioni sui dati
    Mamsim_Panel_Device	Dispositivo
    Mamsim_Panel_Device_Line	%@ · iOS %@ · %@
    Mamsim_Panel_Device_Line_Jailbroken	%@ · iOS %@ · %@ · jailbreak
    Mamsim_Panel_Events	Eventi del delegate
    Mamsim_Panel_Integration	I file della tua app
    Mamsim_Panel_Managed_Browser	Browser gestito installato
    Mamsim_Panel_More_Line	… un'altra riga
    Mamsim_Panel_More_Lines	… altre %d righe
    Mamsim_Panel_No_Events	Ancora nessuna chiamata al delegate.
    Mamsim_Panel_No_Policy	nessuno
    Mamsim_Panel_Offline	offline
    Mamsim_Panel_Online	online
    Mamsim_Panel_Policy	Criterio
    Mamsim_Panel_User_Disabled	disattivato: non può accedere
    Mamsim_Panel_User_Not_Licensed	senza licenza: 200
    Mamsim_Panel_User_Not_Targeted	non assegnato: 225
    Mamsim_Panel_User_Targeted	assegnato: 100, gestito
    Mamsim_Passcode_Change_Required_Passcode_Expired_One	Il tuo codice ha più di 1 giorno. Scegline uno nuovo.
    Mamsim_Passcode_Change_Required_Pin_Expired_One	Il tuo PIN ha più di 1 giorno. Scegline uno nuovo.
    Mamsim_Passcode_Length_Required_One	Usa almeno 1 carattere.
    Mamsim_Passcode_Reused_One	Scegli un codice diverso dall'ultimo che hai usato.
    Mamsim_Passcode_Rules_Changed	La tua organizzazione ha cambiato le regole del codice e il tuo codice non le rispetta più. Scegline uno nuovo.
    Mamsim_Personal_App_Line	Un'app personale. Nessun criterio la gestisce.
    Mamsim_Personal_App_Name	Blocco note
    Mamsim_Pin_Length_Required_One	Usa esattamente 1 cifra.
    Mamsim_Pin_Reused_One	Scegli un PIN diverso dall'ultimo che hai usato.
    Mamsim_Pin_Rules_Changed	La tua organizzazione ha cambiato le regole del PIN e il tuo PIN non le rispetta più. Scegline uno nuovo.
    Mamsim_Present_End	La fine del copione
    Mamsim_Present_Hint	F1 tasti · q esci
    Mamsim_Present_Hint_Off_Script	F1 tasti · Ctrl+C esci
    Mamsim_Present_Keys_Off_Script	Altri tasti, F4, F5: prova fuori copione · Ctrl+R torna al copione
    Mamsim_Present_Keys_Script	Spazio o → avanti · ← scena precedente · 1-9 quella scena · q esci
    Mamsim_Present_Off_Script	Fuori copione: il telefono è tuo. Ctrl+R torna al copione.
    Mamsim_Present_Scene	Scena %d di %d: %@
    Mamsim_Present_Start	L'inizio del copione
    Mamsim_Present_Too_Small	Il terminale è troppo piccolo per presentare: servono %@ (il telefono e due righe per le didascalie), ci sono %@. Ingrandiscilo; il copione aspetta. q e Ctrl+C escono.
    Mamsim_Queried_App_Name	l'app di %@
    Mamsim_Store_Error_Check_Pin	Il dispositivo simulato non ha potuto verificare il PIN. Non conta come PIN errato.
    Mamsim_Store_Error_Clear_Pin	Il dispositivo simulato non ha potuto dimenticare il PIN dell'app.
    Mamsim_Store_Error_In_Memory	Il dispositivo esiste solo in memoria (--ephemeral).
    Mamsim_Store_Error_Location	Il dispositivo si trova in %@.
    Mamsim_Store_Error_Reason	La memoria ha risposto: %@
    Mamsim_Store_Error_Reset	Chiudi l'app per riprovare, oppure esci ed esegui mamsim reset per ricominciare.
    Mamsim_Store_Error_Save_Pin	Il dispositivo simulato non ha potuto conservare il nuovo PIN. Non è stato rifiutato: non è stato salvato nulla.
    Mamsim_Store_Error_Save_Step	Il dispositivo simulato non ha potuto salvare ciò che l'app ha appena fatto.
    Mamsim_Store_Error_Title	La memoria del dispositivo non ha funzionato
    Mamsim_Too_Small	Il terminale è troppo piccolo: servono %@, ci sono %@. Ingrandiscilo. Fino ad allora funzionano solo F1 (aiuto), q e Ctrl+C (esci).
    Mamsim_Too_Small_Quit	q esce
    Mamsim_Too_Small_Short	Troppo piccolo: servono %@.
    Mamsim_Upload_Blocked	Questa app non accetta file caricati da questa pagina.
    Mamsim_Web_View_Policy	Criterio della vista web: %@
    Mamsim_Web_View_Policy_Delegate	Criterio della vista web: %@, con isExternalURL
    Mamsim_World_Change_Refused	Non modificato: %@
    ManagedBrowser_Any_Name	un browser da essa gestito
    ManagedBrowser_Edge_Name	Microsoft Edge
    ManagedBrowser_Required_Message	La tua organizzazione vuole che questo link si apra in %@, che non è su questo telefono. Installalo e riprova.
    ManagedBy_Label	La tua organizzazione gestisce i dati di questa app. Verifica dei requisiti in corso...
    Max_Attempt_Reset_Message	Hai esaurito i tentativi per il PIN. Accedi come %@ per sceglierne uno nuovo.
    Max_Attempt_Reset_Passcode_Message	Hai esaurito i tentativi per il codice. Accedi con %@ per sceglierne uno nuovo.
    Max_Attempt_Reset_Title	Troppi tentativi
    Mdx_Admin_Lock_Message	La tua organizzazione ha bloccato %@. Rivolgiti all'help desk.
    Mdx_Admin_Lock_Title	App bloccata
    Mdx_Answer_Line	%@ → %@
    Mdx_Answer_Undefined	%@ → %@ (non definito: non chiederlo qui)
    Mdx_Auth_Locked_Message	Accedi con la password di directory per sbloccare %@.
    Mdx_Auth_Locked_Title	Troppi PIN errati
    Mdx_Confirm_Pin_Label	PIN di nuovo
    Mdx_Create	Crea
    Mdx_Create_Pin_Message	Scegli %d cifre. Il PIN apre le tue app di lavoro.
    Mdx_Create_Pin_Title	Crea il PIN Citrix
    Mdx_Credentials_Message	Accedi a %@ con nome utente e password di directory.
    Mdx_Credentials_Title	Il tuo account di lavoro
    Mdx_Denial_Offline	Serve la rete, e il telefono è offline.
    Mdx_Denial_Pin_Rules	Usa esattamente %d cifre.
    Mdx_Denial_Pins_Differ	I due PIN non coincidono.
    Mdx_Denial_Unknown_Server	Nessun server risponde a quell'indirizzo.
    Mdx_Denial_Wrong_Credentials	Nome utente o password non corretti.
    Mdx_Denial_Wrong_Pin	PIN errato. Ancora %d tentativi.
    Mdx_Denial_Wrong_Pin_Last_Try	PIN errato. Ancora un tentativo.
    Mdx_Help_F4	F4                dispositivo: Secure Hub, rete, jailbreak, orologio
    Mdx_Help_F5	F5                admin: blocco, sblocco, cancellazione, ripristino dell'app
    Mdx_Help_Note	Il pannello accanto al telefono mostra che cosa risponde ora MdxManager, e perché.
    Mdx_Home_Open	Apri %@
    Mdx_Hub_Install	Installa Secure Hub
    Mdx_Hub_Missing_Message	%@ è gestita da %@. Installa Secure Hub: l'app si aprirà attraverso di esso.
    Mdx_Hub_Missing_Title	Serve Secure Hub
    Mdx_Jailbreak_Message	La tua organizzazione non consente di usare %@ su un telefono con jailbreak.
    Mdx_Jailbreak_Title	Questo telefono non è consentito
    Mdx_Logon	Accedi
    Mdx_Logon_Check	logonMdxWithFlag(force: false)
    Mdx_Logon_Force	logonMdxWithFlag(force: true)
    Mdx_Logon_Message	Secure Hub ti fa accedere, poi ti riporta a %@.
    Mdx_Logon_Title	Inserisci il PIN Citrix
    Mdx_Mode_General	non gestita, General
    Mdx_Mode_Managed	gestita
    Mdx_Mode_Premium	non gestita, Premium
    Mdx_Next	Avanti
    Mdx_Offline_Message	Connettiti alla rete e accedi di nuovo per continuare a usare %@.
    Mdx_Offline_Title	Offline da troppo tempo
    Mdx_Ok	OK
    Mdx_Panel_Admin	Amministratore (F5)
    Mdx_Panel_Device	Dispositivo (F4)
    Mdx_Panel_Hints	Su/Giù: scegli · Invio: esegui · Esc: chiudi
    Mdx_Panel_No	no
    Mdx_Panel_Server	Server %@
    Mdx_Panel_State	Secure Hub: %@ · rete: %@ · jailbreak: %@.
    Mdx_Panel_Title	Risposte di MdxManager (%@)
    Mdx_Panel_Yes	sì
    Mdx_Passcode_Message	%@ è rimasta inattiva per un po'. Inserisci il PIN per continuare.
    Mdx_Password_Label	Password
    Mdx_Pin_Label	PIN
    Mdx_Reason_Admin_Value	Il valore dell'amministratore per %@.
    Mdx_Reason_App_Not_Running	L'app non è in esecuzione, quindi nulla chiede.
    Mdx_Reason_Console_Default	L'amministratore ha lasciato %@ al valore predefinito della console.
    Mdx_Reason_Enrolled_User	L'utente registrato in Secure Hub, che abbia eseguito l'accesso o no.
    Mdx_Reason_General_No_Policies	Non gestita, General: l'app non ha alcun criterio MDX.
    Mdx_Reason_Managed_Policies_Embedded	L'app è gestita: i criteri dell'amministratore sono incorporati e al vault delle chiavi del server si chiedono i segreti di crittografia.
    Mdx_Reason_Not_Enrolled	Nessuno è ancora registrato in Secure Hub, quindi il nome è vuoto.
    Mdx_Reason_Not_Managed	L'app non è gestita: dal server non è arrivato alcun pacchetto di criteri.
    Mdx_Reason_Opened_By_Secure_Hub	Secure Hub ha aperto l'app, al ritorno da un accesso.
    Mdx_Reason_Opened_By_User	L'utente ha aperto l'app, oppure è tornata da sola dal secondo piano.
    Mdx_Reason_Premium_Defaults_File	Non gestita, Premium: il valore di %@ nel file default_policies.xml incluso.
    Mdx_Reason_Premium_Defaults_Missing	Non gestita, Premium: il file default_policies.xml incluso non imposta %@.
    Mdx_Reason_Secure_Hub_Absent	Secure Hub non è installato su questo telefono.
    Mdx_Reason_Secure_Hub_Present	Secure Hub è installato, quindi il controllo MDX dell'app è possibile.
    Mdx_Reason_Undefined_During_Will_Enter_Foreground	Letto durante applicationWillEnterForeground, dove questa risposta non è affidabile; chiedilo quando l'app è attiva.
    Mdx_Reason_Unknown_Policy	Nessun criterio MDX si chiama %@.
    Mdx_Reminder_Message	%@ deve raggiungere la rete della tua organizzazione entro %d minuti, altrimenti si blocca.
    Mdx_Reminder_Title	Connettiti presto
    Mdx_Row_Advance	Porta avanti l'orologio di %d minuti
    Mdx_Row_Advance_Day	Porta avanti l'orologio di 1 giorno
    Mdx_Row_App_Lock	Blocca l'app
    Mdx_Row_App_Unlock	Sblocca l'app
    Mdx_Row_App_Unwipe	Annulla la cancellazione dell'app
    Mdx_Row_App_Wipe	Cancella l'app
    Mdx_Row_Background	Manda l'app in secondo piano
    Mdx_Row_Foreground	Riporta l'app in primo piano
    Mdx_Row_Go_Offline	Rete: disattiva
    Mdx_Row_Go_Online	Rete: attiva
    Mdx_Row_Install_Hub	Installa Secure Hub
    Mdx_Row_Jailbreak	Esegui il jailbreak del telefono
    Mdx_Row_Quit_App	Chiudi l'app
    Mdx_Row_Remove_Hub	Rimuovi Secure Hub
    Mdx_Row_Sign_Off	Disconnetti da Secure Hub
    Mdx_Row_Unjailbreak	Annulla il jailbreak
    Mdx_Running_No_Data	I dati di lavoro dell'app sono stati cancellati.
    Mdx_Running_Signed_In	Accesso eseguito come %@
    Mdx_Running_Unmanaged	In esecuzione in modalità %@, senza accesso tramite Secure Hub
    Mdx_Secure_Hub_Bar	Secure Hub
    Mdx_Server_Label	Indirizzo del server
    Mdx_Server_Message	Digita l'indirizzo del server della tua organizzazione.
    Mdx_Server_Title	Registra questo telefono
    Mdx_Sign_In	Accedi
    Mdx_Status	F1: tasti · Tab: avanti · Invio: scegli · F4: dispositivo · F5: admin · F10: esci
    Mdx_Title	mamsim · Citrix MDX · %@ · %@
    Mdx_Unlock	Sblocca
    Mdx_User_Label	Nome utente
    Mdx_Vault_Back	Indietro
    Mdx_Vault_Caller	Chiamata da %@ (gruppo %@)
    Mdx_Vault_Caller_Locked	Bloccata: questa app deve prima accedere.
    Mdx_Vault_Caller_Wiped	Cancellata: nessun accesso al vault finché non è ripristinata.
    Mdx_Vault_Class_Call	Chiamata di classe
    Mdx_Vault_Class_Delete	Rimuovi
    Mdx_Vault_Class_Get	Leggi
    Mdx_Vault_Class_Save	Sostituisci
    Mdx_Vault_Create	Nuova
    Mdx_Vault_Delete	Elimina
    Mdx_Vault_Error_5101	5101: nessun vault con quel nome in un gruppo di questa app.
    Mdx_Vault_Error_5102	5102: il vault c'è, ma i suoi dati non si possono leggere.
    Mdx_Vault_Error_5111	5111: un'altra app ha scritto il vault dopo che questa l'aveva caricato. Ricaricalo o forza la sincronizzazione.
    Mdx_Vault_Error_5121	5121: niente di utilizzabile da scrivere (nessuna coppia o una chiave vuota).
    Mdx_Vault_Force_Sync	Forza la sincronizzazione
    Mdx_Vault_Key	Chiave
    Mdx_Vault_Load	Carica
    Mdx_Vault_Lock_App	Blocca
    Mdx_Vault_Logon_App	Accedi
    Mdx_Vault_Merge	Unisci
    Mdx_Vault_Next_App	Altra app
    Mdx_Vault_No_Error	L'ultima chiamata è andata a buon fine.
    Mdx_Vault_Open	Vault condiviso
    Mdx_Vault_Sync	Sincronizza
    Mdx_Vault_Title	Vault «%@»
    Mdx_Vault_Value	Valore
    Mdx_Walk_Enrol_Do	Digita l'indirizzo del server %@, poi accedi come %@ con la password %@.
    Mdx_Walk_Enrol_No_User	Digita l'indirizzo del server %@; lo scenario non ha un utente di directory con cui accedere.
    Mdx_Walk_Enrol_Title	Registrati in Secure Hub
    Mdx_Walk_Hub_Do	Se l'app dice che manca Secure Hub, scegli «%@».
    Mdx_Walk_Hub_Title	Secure Hub è sul telefono
    Mdx_Walk_Lock_Do	Premi F5, scegli il blocco dell'app e premi Invio: l'app mostra di essere bloccata.
    Mdx_Walk_Lock_Title	L'amministratore blocca l'app
    Mdx_Walk_Locked_Early	L'app è stata bloccata prima di questo passo: premi F5, scegli %@ e premi Invio, fai questo passo, poi blocca di nuovo l'app.
    Mdx_Walk_Logon_Do	Premi «%@» nell'app; Secure Hub chiede il tuo PIN, poi ti riporta all'app.
    Mdx_Walk_Logon_Title	Accedi di nuovo tramite Secure Hub
    Mdx_Walk_Managed_Do	Tornato nell'app: isAppManaged ora risponde true e getValueOfPolicy dà i valori dell'amministratore. Fuori dalla guida il pannello accanto al telefono mostra ogni risposta.
    Mdx_Walk_Managed_Title	L'app è gestita
    Mdx_Walk_Not_Managed	L'app di questo scenario non è in modalità gestita, quindi non diventa mai gestita: usa uno scenario Citrix gestito.
    Mdx_Walk_Pin_Do	Scegli un PIN di %d cifre e digitalo una seconda volta per confermarlo.
    Mdx_Walk_Pin_Title	Crea il PIN Citrix
    Mdx_Wiped_Message	La tua organizzazione ha rimosso i dati di lavoro di %@ e la registrazione di questo telefono. Rivolgiti all'help desk.
    Mdx_Wiped_Title	App cancellata
    NoPolicyWarning_Message	Questa app funziona al meglio quando la gestisce la tua organizzazione. Per ora puoi continuare a usarla.
    NoPolicyWarning_Title	Benvenuto
    NoPolicy_Message	La tua organizzazione non ha configurato questa app per %@. Rimuovi l'account o rivolgiti al supporto IT.
    NoPolicy_Title	App non configurata
    Notes_Account_Field	Account di lavoro
    Notes_Action_Copy	Copia il testo
    Notes_Action_Home	Schermata Home
    Notes_Action_Link	Apri %@
    Notes_Action_Paste	Incolla
    Notes_Action_Print	Stampa
    Notes_Action_Save_Local	Salva su questo telefono
    Notes_Action_Save_OneDrive	Salva su OneDrive
    Notes_Action_Share	Condividi con %@
    Notes_Action_Upload	Carica un file da File
    Notes_Back_Button	Indietro
    Notes_Body_Field	Testo
    Notes_Empty	Ancora nessuna nota. Premi n per scriverne una.
    Notes_Legend	L Lavoro · P Personale
    Notes_Managed_Badge	gestita
    Notes_Menu_Back	Indietro
    Notes_Menu_Button	Menu
    Notes_Menu_Diagnostics	Diagnostica
    Notes_Menu_Home	Schermata Home
    Notes_Menu_New_Note	Nuova nota
    Notes_Menu_Sign_In	Accedi
    Notes_Menu_Sign_Out	Disconnetti
    Notes_Menu_Switch_Personal	Passa all'account personale
    Notes_Menu_Switch_Work	Passa all'account di lavoro
    Notes_Menu_Title	Menu
    Notes_Menu_Web_Views	Viste web
    Notes_New_Note_Title	Nuova nota
    Notes_Not_Now_Button	Non ora
    Notes_Owned_By	Nota di lavoro di %@
    Notes_Password_Field	Password
    Notes_Paste_Field	Incolla qui
    Notes_Personal_Badge	P
    Notes_Personal_Identity_Badge	personale
    Notes_Personal_Owner	%@ · personale
    Notes_Save_Button	Salva
    Notes_Sign_In_Hint	Account demo: %@ / %@
    Notes_Sign_In_Message	Usa il tuo account di lavoro per aprire %@.
    Notes_Sign_In_Title	Accedi a %@
    Notes_Signed_In_As	%@
    Notes_Signed_Out	Accesso non eseguito
    Notes_Signing_In	Accesso in corso...
    Notes_Signing_Out	Uscita in corso...
    Notes_Title_Field	Titolo
    Notes_Unreadable	Il database delle note non è leggibile finché il telefono è bloccato: i file dell'app sono protetti con NSFileProtectionComplete. Sblocca il telefono (F4).
    Notes_Web_Views_Title	Viste web
    Notes_Work_Badge	L
    Numeric_PIN_Not_Allowed	Aggiungi una lettera o un simbolo.
    OK_Button	OK
    OfflineWipeConfirm_Message	Ricollegati presto alla tua organizzazione: senza connessione, i suoi dati saranno rimossi tra %@.
    OutgoingData_Blocked_Message	La tua organizzazione non consente di inviare i suoi dati a quell'app.
    OutgoingData_SaveAs_Blocked_Message	La tua organizzazione non consente di salvare lì i suoi dati.
    Passcode_Change_Required_Passcode_Expired	Il tuo codice ha più di %d giorni. Scegline uno nuovo.
    Passcode_Change_Required_Pin_Expired	Il tuo PIN ha più di %d giorni. Scegline uno nuovo.
    Passcode_Length_Required	Usa almeno %d caratteri.
    Passcode_Mixed_Required	Usa un numero, una lettera e un simbolo.
    Passcode_Reused	Scegli un codice diverso dagli ultimi %d che hai usato.
    Pin_Digits_Only	Usa solo cifre.
    Pin_Length_Required	Usa esattamente %d cifre.
    Pin_Reused	Scegli un PIN diverso dagli ultimi %d che hai usato.
    PolicyRequiresRestartNow_Message	Ora la tua organizzazione protegge i suoi dati in questa app. Scegli OK e l'app si chiuderà; riaprila per continuare.
    PolicyRequiresRestartNow_Title	Riavvio necessario
    PrintingBlocked_Message	La tua organizzazione non consente di stampare i suoi dati da questa app.
    Remove_Account_Button	Rimuovi account
    Retry_Button	Riprova
    Set_Passcode_Confirm	Digita di nuovo lo stesso codice per confermarlo.
    Set_Passcode_Error	I due codici non coincidono. Ricomincia.
    Set_Passcode_Message	La tua organizzazione chiede un codice per aprire i suoi dati in questa app.
    Set_Passcode_Title	Imposta un codice
    Set_Pin_Confirm	Digita di nuovo lo stesso PIN per confermarlo.
    Set_Pin_Error	I due PIN non coincidono. Ricomincia.
    Set_Pin_Message	La tua organizzazione chiede un PIN per aprire i suoi dati in questa app.
    Set_Pin_Title	Imposta un PIN
    SignIn_Message	Accedi con il tuo account di lavoro.
    SignIn_Title	Accedi
    Sign_In_Button	Accedi
    Simple_PIN_Not_Allowed	Niente ripetizioni o sequenze come 111 o 123.
    Simple_Passcode_Not_Allowed	Niente ripetizioni o sequenze come aaa o abc.
    Touch_ID_Change_Detected_Enter_Passcode_Message	I volti o le impronte su questo dispositivo sono cambiati. Inserisci il codice per proseguire.
    Touch_ID_Change_Detected_Enter_Pin_Message	I volti o le impronte su questo dispositivo sono cambiati. Inserisci il PIN per proseguire.
    Use_Face_ID_Button	Usa Face ID
    Use_Touch_ID_Button	Usa Touch ID
    Walkthrough_A_Group	un gruppo
    Walkthrough_A_Licensed_Untargeted	un account con licenza e non assegnato
    Walkthrough_All_Passed	Tutti i passi superati. Ctrl+C scrive il resoconto ed esce.
    Walkthrough_An_Untargeted_One	uno non assegnato
    Walkthrough_Assigned_To	assegnato a %@, che contiene %@.
    Walkthrough_Auth_Disabled	L'account è disattivato nel tenant, quindi non può accedere.
    Walkthrough_Auth_Hint	%@ L'account assegnato è %@, password %@.
    Walkthrough_Auth_Offline	Il dispositivo è offline: riattiva la rete (F4).
    Walkthrough_Auth_Unknown_User	Il tenant non ha un account simile.
    Walkthrough_Auth_Wrong_Password	Il provider di identità ha rifiutato la password.
    Walkthrough_Become_Managed_How	%@ Poi riavvia quando richiesto e imposta il PIN.
    Walkthrough_Character	1 carattere
    Walkthrough_Characters	%d caratteri
    Walkthrough_Copy_Managed_How	Apri %@ e scegli Copia il testo. Conta come dato dell'account gestito.
    Walkthrough_Copy_Unmanaged_How	Menu, Viste web, poi %@; scegli Copia il testo. Conta come non gestito.
    Walkthrough_Digit	1 cifra
    Walkthrough_Digits	%d cifre
    Walkthrough_Exit_Criteria_Title	Criteri di uscita
    Walkthrough_Explain_200	%@ non ha una licenza Intune: il servizio ha risposto 200; l'app resta senza gestione.
    Walkthrough_Explain_205	Il dispositivo è offline: la registrazione non è riuscita con 205 e verrà ritentata.
    Walkthrough_Explain_225	%@ ha la licenza, ma nessun criterio gli si applica per questa app: il servizio ha risposto 225, quindi non ci sarà alcun riavvio.
    Walkthrough_External_Link_How	In %@ apri %@: l'app lo considera esterno, quindi l'SDK consulta i criteri; se non è richiesto il browser gestito, lo carica la vista.
    Walkthrough_First_Mdx_Title	Prima app MDX: Secure Hub, accesso, criteri, blocco dell'app
    Walkthrough_First_Policy_Title	Test del primo criterio
    Walkthrough_Installed	%@ %@ è installata e aperta.
    Walkthrough_Integration_Checked	Controllato in %@ prima dell'avvio dell'emulatore.
    Walkthrough_Integration_More	%@ (e altri %d nel resoconto)
    Walkthrough_Integration_More_One	%@ (e un altro nel resoconto)
    Walkthrough_Integration_Title	Integrazione: i file della tua app, il primo criterio, i criteri di uscita
    Walkthrough_More_Above	↑ altre %d righe sopra
    Walkthrough_More_Above_One	↑ un'altra riga sopra
    Walkthrough_More_Below	↓ altre %d righe sotto
    Walkthrough_More_Below_One	↓ un'altra riga sotto
    Walkthrough_Needs_Vendor_Do	Avvialo su uno scenario il cui "vendor" è "%@".
    Walkthrough_Needs_Vendor_Title	Questo test è per l'altro SDK
    Walkthrough_No	NO
    Walkthrough_No_Assigned_Account	nessun account attivo e con licenza è in un gruppo assegnato
    Walkthrough_No_Policy	nessun criterio.
    Walkthrough_No_Policy_For	lo scenario non ha criteri per %@
    Walkthrough_No_Policy_Targets	nessun criterio si applica a %@
    Walkthrough_No_Suitable_Account	In questo scenario non c'è un account adatto.
    Walkthrough_Nobody	nessuno
    Walkthrough_Note	Nota: %@
    Walkthrough_Outcome_Failed	non riuscito
    Walkthrough_Outcome_Passed	superato
    Walkthrough_Outcome_Pending	non raggiunto
    Walkthrough_Outcome_Prepared	preparato dallo scenario
    Walkthrough_Paste_Personal_How	Menu, Schermata Home, %@, poi Incolla. Decide il livello degli appunti.
    Walkthrough_Pin_Breaks_Rule	Questo PIN viola una regola del criterio: %@ Provane un altro.
    Walkthrough_Pin_Mismatch	I due PIN non erano uguali: digita due volte lo stesso PIN.
    Walkthrough_Pin_Not_Enforced	Non verrà chiesto nessun PIN: il manifest delle scene dell'app non ha UISceneConfigurations, quindi l'SDK ha ricevuto il criterio ma non ne applica nulla. Aggiungi le configurazioni delle scene all'Info.plist e ripeti la procedura.
    Walkthrough_Pin_Not_Required	non richiesto
    Walkthrough_Pin_Required	richiesto
    Walkthrough_Policy_Applies_At_Once	Attendi: questa app richiede un criterio (MAMPolicyRequired), quindi l'SDK lo applica appena arriva, senza riavvio.
    Walkthrough_Policy_Settings	%@: PIN %@, almeno %@, richiesto di nuovo dopo %@ di assenza.
    Walkthrough_Policy_Targets	il criterio si applica a %@.
    Walkthrough_Preflight_No_External_Link	Nessuna vista web ha il delegate isExternalURL e un link che esso considera esterno.
    Walkthrough_Preflight_No_Managed_View	Nessuna vista web conta come dell'account gestito: assegnane una al criterio currentIdentity.
    Walkthrough_Preflight_No_Pin	Il criterio non richiede un PIN (pinRequired è false): il passo del PIN non può avvenire.
    Walkthrough_Preflight_No_Targeted	Nessun account attivo e con licenza è assegnato a un criterio per %@: nessuno può ricevere il primo criterio.
    Walkthrough_Preflight_No_Unmanaged_View	Nessuna vista web conta come non gestita per l'account gestito: imposta TreatAllWebViewsAsUnmanaged o assegna a una vista il criterio unmanaged.
    Walkthrough_Preflight_No_Untargeted	I criteri di uscita richiedono un account con licenza senza criteri; questo scenario non ne ha.
    Walkthrough_Preflight_No_Web_Views	L'app non dichiara viste web (app.webViews), quindi non c'è niente da provare.
    Walkthrough_Prepared_By_Scenario	Preparato dallo scenario: %@
    Walkthrough_Prepared_Folded	%d–%d. Preparati dallo scenario
    Walkthrough_Prepared_Open	Preparato: %@ è aperta.
    Walkthrough_Report_Change_At	Scrivi questo al posto del valore in %@:
    Walkthrough_Report_Columns	| # | passo | esito | quando o perché |
    Walkthrough_Report_Decisions	Decisioni sulla protezione dei dati
    Walkthrough_Report_Events	Eventi del delegate
    Walkthrough_Report_Events_Mdx	Callback dell'SDK
    Walkthrough_Report_Files	File controllati: %@.
    Walkthrough_Report_Findings	Esiti del controllo di integrazione
    Walkthrough_Report_Last_Note	Ultima nota: %@
    Walkthrough_Report_No_Decisions	Nessuna è stata richiesta.
    Walkthrough_Report_No_Events	Nessuno.
    Walkthrough_Report_No_Events_Mdx	L'SDK MDX non chiama alcun delegate: ogni passaggio è stato verificato dallo stato dell'app.
    Walkthrough_Report_Not_Passed	non superato
    Walkthrough_Report_Passed	superato
    Walkthrough_Report_Scenario	Scenario: %@. App: %@ (%@).
    Walkthrough_Report_Time_Taken	Durata: %@ di tempo della sessione.
    Walkthrough_Report_Title	%@: %@
    Walkthrough_Restart_Prompt	Alla richiesta di riavvio premi Invio (OK); l'app si chiude. Premi Invio nella schermata Home per riaprirla.
    Walkthrough_Restart_Prompt_Reopen	Alla richiesta di riavvio premi Invio (OK), poi Invio nella schermata Home per riaprire l'app.
    Walkthrough_Restarts_Itself	Attendi: l'app si riavvia da sola quando arriva il criterio.
    Walkthrough_Right_Here_225	Qui 225 è giusto: %@ ha la licenza ma non è assegnato, e l'app prosegue senza gestione.
    Walkthrough_Rule_Digits_Only	un PIN numerico accetta solo cifre.
    Walkthrough_Rule_Expired	un PIN dura %d giorni.
    Walkthrough_Rule_Expired_One	un PIN dura 1 giorno.
    Walkthrough_Rule_Mismatch	le due immissioni devono coincidere.
    Walkthrough_Rule_Mixed	un codice richiede un numero, una lettera e un simbolo.
    Walkthrough_Rule_Numeric_Not_Allowed	un codice richiede una lettera o un simbolo.
    Walkthrough_Rule_Reused	non può essere uno degli ultimi %d PIN.
    Walkthrough_Rule_Reused_One	non può essere uguale all'ultimo PIN.
    Walkthrough_Rule_Rules_Changed	il PIN è stato scelto con regole che il criterio ha poi reso più severe.
    Walkthrough_Rule_Simple	niente ripetizioni o sequenze come 1111 o 1234 (simplePinBlocked).
    Walkthrough_Rule_Too_Short	servono almeno %d caratteri.
    Walkthrough_Rule_Too_Short_One	serve almeno 1 carattere.
    Walkthrough_Scenario_Password	la password che gli assegna lo scenario
    Walkthrough_Set_Pin_How	Dopo la schermata iniziale, digita due volte un PIN di %d cifre (ad es. %@).
    Walkthrough_Set_Pin_Simple	Questo criterio rifiuta i PIN semplici come 1111 o 1234.
    Walkthrough_Sign_In_As	Accedi come %@: %@.
    Walkthrough_Sign_In_Keys_App	nel modulo di accesso digita %@ in Account di lavoro, Tab, digita %@, Invio (dall'elenco delle note, Accedi apre il modulo)
    Walkthrough_Sign_In_Keys_SDK	nella schermata di accesso premi Invio su Accedi; poi digita %@, Tab, digita %@, Invio (dall'elenco delle note, Accedi apre quella schermata)
    Walkthrough_Sign_Out_How	Tab fino a Menu, Invio, poi ↓ fino a Disconnetti e Invio.
    Walkthrough_Sign_Out_Keeps_Account	L'app è uscita senza annullare la registrazione dell'account (app.unenrollsOnSignOut dello scenario è false), quindi l'SDK lo gestisce ancora e ne conserva i dati. Un'app chiama deRegisterAndUnenrollAccountId con la cancellazione quando l'utente esce.
    Walkthrough_Step_Assign_Group	Assegnalo a un gruppo con l'account di prova
    Walkthrough_Step_Become_Managed	Accedi finché l'app non è gestita
    Walkthrough_Step_Builds_And_Runs	L'app si compila e si avvia
    Walkthrough_Step_Copy_Managed	Copia in una vista dell'organizzazione
    Walkthrough_Step_Copy_Unmanaged	Copia in una vista senza dati dell'organizzazione
    Walkthrough_Step_Create_Policy	Crea un criterio di protezione app
    Walkthrough_Step_External_Link	Segui un link esterno
    Walkthrough_Step_Install	Installa l'app
    Walkthrough_Step_Managed_Restarted	L'app è gestita e riavviata
    Walkthrough_Step_Needs	%@ Questo passo richiede %@.
    Walkthrough_Step_Needs_Unmanaged_App	Questa app non si può usare senza un criterio (MAMPolicyRequired), quindi questo passo non può riuscire: il test della guida presuppone un'app che funzioni anche senza gestione.
    Walkthrough_Step_Paste_Personal	Incolla nell'app personale
    Walkthrough_Step_Restart	L'SDK riavvia l'app con il criterio
    Walkthrough_Step_Set_Pin	Imposta il PIN dell'app
    Walkthrough_Step_Sign_In_Targeted	Accedi con l'account assegnato
    Walkthrough_Step_Sign_Out	Disconnetti
    Walkthrough_Step_Sign_Out_Managed	Fai uscire l'account gestito
    Walkthrough_Step_Target_Bundle	Indica il bundle id dell'app
    Walkthrough_Step_Untargeted	Un account non assegnato funziona senza gestione
    Walkthrough_Step_Use_Signed_Out	Usa l'app senza accesso
    Walkthrough_Step_Web_Views_Declared	Le viste web dell'app
    Walkthrough_Summary_Passed	%@: tutti i passi superati
    Walkthrough_Summary_Step	Passo %d/%d: %@
    Walkthrough_Summary_Stopped	%@: interrotto
    Walkthrough_Targeted_Not_Wanted	%@ è assegnato a un criterio; questo passo richiede un account senza criteri, come %@. Completa il riavvio, esci e accedi con quello.
    Walkthrough_The_Targeted_Account	l'account assegnato
    Walkthrough_Then_Menu_Sign_In_Targeted	%@ Disconnetti (Menu, Disconnetti) e accedi come %@.
    Walkthrough_Then_Sign_In_Targeted	%@ Disconnetti e accedi come %@.
    Walkthrough_Use_Signed_Out_How	Scrivi una nota: Menu, Nuova nota, digita un titolo, poi Invio.
    Walkthrough_Web_Views_Clipboard	Il livello degli appunti del criterio è %@, quindi incollare nell'app personale viene rifiutato.
    Walkthrough_Web_Views_Prepared	viste web %@; TreatAllWebViewsAsUnmanaged %@.
    Walkthrough_Web_Views_Title	Viste web e protezione dei dati
    Walkthrough_Yes	SÌ
    """#
}
