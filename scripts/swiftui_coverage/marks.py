"""Hand marks: what the scan of Flipbook's sources cannot decide by itself.

- Which implemented symbols have no pixels of their own (accepted) and why.
- Why a missing symbol is missing (UIKit, Metal, …) when it is not simply "not yet".
- Which issue each family belongs to, and how commonly iOS 17/18 code uses a symbol (the order
  the next engineers should add missing ones in).
"""

import re

# --- accepted: implemented, but nothing of its own to draw in a still ------------------------

# (pattern on the entry's symbol, reason). First match wins. Patterns for modifiers are matched
# against the modifier name (without the leading dot).
ACCEPTED_MODIFIERS = [
    (r"^(accessibility|speech)", "accessibility metadata: read by the accessibility tree, no pixels"),
    (r"^(onAppear|onDisappear|task)\b", "lifecycle: runs on the virtual clock, no pixels of its own"),
    (r"^on(Change|Receive|PreferenceChange|GeometryChange|ScrollGeometryChange|ScrollPhaseChange|"
     r"ScrollVisibilityChange|ScrollTargetVisibilityChange)\b",
     "change handler: runs when the value changes (on the virtual clock), no pixels of its own"),
    (r"^on(TapGesture|LongPressGesture|Hover|ContinuousHover|Submit|KeyPress|OpenURL|"
     r"ContinueUserActivity|Delete|Move|Insert|Drag|Drop|CopyCommand|"
     r"PasteCommand|ModifierKeysChanged|PencilDoubleTap|PencilSqueeze|CameraCaptureEvent)",
     "event handler: runs when a test scripts the event, no pixels of its own"),
    (r"^(gesture|simultaneousGesture|highPriorityGesture|defersSystemGestures)\b",
     "gesture: recognised from scripted touches, no pixels of its own"),
    (r"^(help|keyboardShortcut|focusable|focused|focusedValue|focusedSceneValue|focusedObject|"
     r"focusedSceneObject|focusScope|focusSection|defaultFocus|prefersDefaultFocus|searchFocused|"
     r"sensoryFeedback|hoverEffect|defaultHoverEffect|hoverEffectDisabled|draggable|dropDestination|"
     r"itemProvider|userActivity|handlesExternalEvents|interactionActivityTrackingTag|"
     r"submitLabel|submitScope|textContentType|keyboardType|autocorrectionDisabled|disableAutocorrection|"
     r"textInputAutocapitalization|autocapitalization|scrollDismissesKeyboard|"
     r"selectionDisabled|deleteDisabled|moveDisabled|interactiveDismissDisabled|"
     r"allowsHitTesting|contentShape|coordinateSpace|id|tag|equatable|modifier|"
     r"environment|environmentObject|transformEnvironment|preference|transformPreference|"
     r"anchorPreference|transformAnchorPreference|defaultAppStorage|layoutValue|containerValue|"
     r"previewDisplayName|previewContext|"
     r"persistentSystemOverlays|statusBarHidden|statusBar|typeSelectEquivalent|"
     r"invalidatableContent|writingToolsBehavior|fileDialog\w*|findDisabled|replaceDisabled|"
     r"springLoadingBehavior|textSelection|textSelectionAffinity|menuOrder|menuActionDismissBehavior|"
     r"dialogSeverity|dialogIcon|dialogSuppressionToggle|buttonRepeatBehavior)\b",
     "no pixels in a still: accepted and kept in the environment or the view graph"),
]

ACCEPTED_KINDS = {
    "E": "environment value: read and written like SwiftUI's, no pixels of its own",
    "W": "property wrapper: state storage, no pixels of its own",
    "R": "macro: the opt-in `Macros` trait (swift-syntax), no pixels of its own",
}

# Members of these owners have no pixels of their own, for this reason.
ACCEPTED_OWNERS = {
    "Gesture": "gesture callback: runs on scripted touches, no pixels of its own",
    "DynamicViewContent": "edit action: runs when a row is deleted or moved, no pixels of its own",
}

# Types that draw: views, shapes, shape styles and the styles of controls. Any other type is a
# value or protocol that feeds drawing without pixels of its own.
DRAWING_CONFORMANCES = re.compile(
    r"\b(View|Shape|InsettableShape|ShapeStyle|ButtonStyle|PrimitiveButtonStyle|ToggleStyle|"
    r"PickerStyle|LabelStyle|ProgressViewStyle|GaugeStyle|TextFieldStyle|ListStyle|MenuStyle|"
    r"DatePickerStyle|GroupBoxStyle|DisclosureGroupStyle|LabeledContentStyle|ControlGroupStyle|"
    r"FormStyle|TabViewStyle|NavigationSplitViewStyle|TableStyle|IndexViewStyle|TextEditorStyle|"
    r"ViewModifier|GeometryEffect|Layout|Animatable|VisualEffect|Transition|ToolbarContent|"
    r"CustomizableToolbarContent|TableColumnContent|TableRowContent|TabContent)\b")
DRAWING_PROTOCOLS = {"View", "Shape", "InsettableShape", "ShapeStyle", "ViewModifier", "GeometryEffect",
                     "Layout", "Animatable", "VisualEffect", "Transition", "ShapeView", "TextRenderer"}

# Members of these owners draw (fonts, colours, shapes, styles, animations on the clock…).
DRAWING_OWNERS = {"Text", "Image", "Font", "Color", "Shape", "InsettableShape", "ShapeStyle", "Path",
                  "Animation", "AnyTransition", "Transition", "ContentTransition", "ShadowStyle",
                  "Glass", "PrimitiveButtonStyle", "ButtonStyle", "PickerStyle", "DatePickerStyle",
                  "MenuStyle", "ToggleStyle", "GaugeStyle", "ProgressViewStyle", "LabelStyle",
                  "TextFieldStyle", "TextEditorStyle", "ListStyle", "TableStyle", "DisclosureGroupStyle",
                  "NavigationSplitViewStyle", "TabViewStyle", "ControlGroupStyle", "FormStyle",
                  "GroupBoxStyle", "IndexViewStyle", "LabeledContentStyle"}

# A Flipbook doc comment that says the symbol is accepted without drawing.
ACCEPTED_DOC = re.compile(r"^Accepted|Accepted so|[Aa]ccepted, not drawn|never drawn|no pixels|"
                          r"[Kk]ept for source compatibility")

# Symbols whose form the label match cannot see: one Flipbook declaration serves two of Apple's
# (a variadic parameter), so the status is set here and the fixture's use proves it.
STATUS_OVERRIDES = {
    # A protocol requirement (the scan reads only `public` declarations): every built-in
    # insettable shape implements it, and `strokeBorder` draws with it.
    "InsettableShape.inset(by:)": ("drawn", ""),
    # Xcode 27's `@State` macro: the same source (`@State private var x = 0`, `@State var y: T?`,
    # `@State(initialValue:)`) compiles through the property wrapper, as with Xcode 26.
    "State()": ("accepted", "property wrapper: `@State var x: T?` compiles through the `State` wrapper, as with Xcode 26"),
    "State(initialValue:)": ("accepted", "property wrapper: `@State(initialValue:)` compiles through the `State` wrapper"),
    "State(wrappedValue:)": ("accepted", "property wrapper: `@State var x = 0` compiles through the `State` wrapper"),
    "Preview(_:body:)": ("accepted", "macro: the opt-in `Macros` trait (swift-syntax), no pixels of its own"),
    "Preview(_:traits:_:body:)": ("accepted", "macro: the opt-in `Macros` trait; traits are one variadic "
                                  "parameter, so `#Preview(\"x\", traits: .a, .b)` compiles as Apple writes it"),
}

# --- missing: why ----------------------------------------------------------------------------

MISSING_REASONS = [
    (r"^(keyboardType|autocapitalization)\(",
     "takes a UIKit type (UIKeyboardType, UITextAutocapitalizationType): issue 26 declares those values so the code compiles"),
    (r"^(UI\w+|Color\.init\(uiColor:\)|Image\.init\(uiImage:\))",
     "UIKit: needs UIKit types (UIView, UIViewController, UIColor, UIImage…)"),
    (r"^(Shader\w*|colorEffect|distortionEffect|layerEffect)", "Metal shaders: no Metal on Linux"),
    (r"^(FetchRequest|FetchedResults|SectionedFetch\w+|managedObjectContext)", "Core Data: no Core Data on Linux"),
    (r"^(file(Importer|Exporter|Mover|ExporterFilenameLabel)|fileDialog\w+|FileDialogBrowserOptions)",
     "system file browser: a separate process on iOS, nothing of the app's to draw; not yet accepted"),
    (r"^(Scene|SceneBuilder|WindowGroup|Commands?|Command\w+|\w+Commands|Scene\.)",
     "app and scene structure: a still renders views, not scenes; not yet accepted"),
    (r"^(DocumentGroup\w*|\w*Document(Configuration|Action|Reader|Writer|BaseBox|CreationContext|"
     r"CreationSource|ReadConfiguration|WriteConfiguration|Button\w*)?|Document|FileWrapperDocument\w+|"
     r"DocumentLaunch\w*|documentLaunch\w*|documentBrowserContextMenu|DefaultDocument\w*|"
     r"DefaultNewDocument\w*)$",
     "document-based app structure: iOS's document browser and launch scene are not drawn (FileDocument, "
     "ReferenceFileDocument and DocumentGroup's editor are in)"),
    (r"^(Preview\(|Previewable)", "macro: not yet (the Macros trait has #Preview without traits/cameras)"),
    (r"^gesture\(_:\)$", "UIKit: takes a UIGestureRecognizerRepresentable (a UIKit gesture recognizer)"),
    (r"^accessibilityAction\((_:intent:|intent:label:|named:intent:)\)",
     "App Intents: takes an `AppIntent`, a framework Linux lacks"),
    (r"^(accessibilityChartDescriptor|AXChartDescriptorRepresentable)",
     "Accessibility framework: needs `AXChartDescriptor` (audio graphs), which Linux lacks"),
    (r"^Font\.init\(_:\)$",
     "Core Text: there is no CTFont on Linux (`Font.resolve(in:)` gives the resolved size, weight and traits)"),
    (r"^Text\.init\(_:bundle:\)$",
     "no `Text(_:bundle:)` declaration in Apple's documentation; `Text(key, bundle: .module)` compiles through "
     "`init(_:tableName:bundle:comment:)`"),
]

# --- which issue takes a family ---------------------------------------------------------------

ISSUE_25 = {"Text input and output", "Images", "Drawing and graphics", "Shape styles", "Shapes",
            "Shape members", "Animations", "Transition members", "Text members", "Image members",
            "Font members", "Color members", "Animation members", "Model data", "Environment values",
            "Persistent storage", "Gestures", "Input events", "Focus", "Drag and drop", "Clipboard",
            "System events", "View fundamentals", "View configuration", "Preferences",
            "Accessibility fundamentals", "Accessible appearance", "Accessible controls",
            "Accessible descriptions", "Accessible navigation", "Supporting types"}
ISSUE_26 = {"Navigation", "Modal presentations", "Toolbars", "Search", "View styles", "Built-in styles",
            "Controls and indicators", "Menus and commands", "Layout fundamentals", "Layout adjustments",
            "Custom layout", "Lists", "Tables", "View groupings", "Scroll views", "Windows", "Scenes",
            "App organization", "Previews in Xcode", "UIKit integration", "Documents",
            "Presentation modifiers", "Style types"}

# Part 1's sub-families, tried in order on the symbol.
_GROUPS_25 = [
    ("Liquid Glass", r"(?i)^\.?glass|Glass|backgroundExtensionEffect|ToolbarSpacer|ButtonStyle\.glass"),
    ("text", r"^(Text|Font|Attributed|Typesetting|TypesettingLanguage|Writing|SystemFormatStyle|TimeDataSource|"
             r"FixedTextVariant|SizeDependentTextVariant|LocalizedStringKey|ContentSizeCategory|TextInput|"
             r"TextSelect|TextAttribute|TextProxy|TextRenderer|TextVariant|TextAlignment|TextEditorStyle|"
             r"ContentTransition\.numericText)|^(font|text|line|bold|italic|underline|strikethrough|kerning|"
             r"tracking|baselineOffset|monospaced|truncation|allowsTightening|minimumScaleFactor|"
             r"multilineTextAlignment|flipsForRightToLeft|typesetting|writingTools|writingDirection|"
             r"keyboardType|autocorrection|disableAutocorrection|autocapitalization|textInput|submit|dynamicType|"
             r"searchDictation|typeSelect|dataDetection|attributedText|findDisabled|replaceDisabled|"
             r"findNavigator)|^EnvironmentValues\.(font|text|line|allowsTightening|autocorrection|"
             r"disableAutocorrection|truncation|dynamicType|sizeCategory|multilineTextAlignment|"
             r"minimumScaleFactor|locale|findContext|writingTools)"),
    ("images", r"^(Image|AsyncImage|Symbol|ImageRenderer)|^(symbol|imageScale|allowedDynamicRange)|"
               r"symbolEffect|^EnvironmentValues\.(symbol|imageScale|allowedDynamicRange)"),
    ("animation", r"(?i)animat|transition|keyframe|^(Transaction|withTransaction|Spring|UnitCurve|TimelineView|"
                  r"TimelineSchedule|matched|MatchedGeometry|geometryGroup|Namespace|CustomAnimation|Vector|"
                  r"EmptyAnimatable|PhaseAnimator|transaction)"),
    ("colour and materials", r"^(Color|ShapeStyle|Material|\w*Gradient|ShadowStyle|Shape\.|InsettableShape\.|"
                             r"AnyShape|Concentric|RoundedRectangular|RectangleCorner|Stroke|Fill|ShapeView|"
                             r"ShapeRole|\w*ShapeStyle|BackgroundStyle|ForegroundStyle|HierarchicalShapeStyle|"
                             r"ImagePaint|backgroundStyle|tint|foregroundStyle|materialActiveAppearance|"
                             r"EnvironmentValues\.(backgroundStyle|backgroundMaterial|colorScheme))"),
    ("effects", r"(?i)visualEffect|blur|shadow|mask|clip|blendMode|compositing|drawingGroup|colorEffect|"
                r"layerEffect|distortionEffect|Shader|containerShape|brightness|contrast|saturation|grayscale|"
                r"hueRotation|luminance|colorInvert|colorMultiply|rotation|scaleEffect|projection|transformEffect|"
                r"^Canvas|GraphicsContext|ColorMatrix|BlendMode|ColorRenderingMode"),
]
_DRAG_DROP_25 = r"(?i)drag|drop|draggable|reorder|springLoading|copyable|cuttable|paste"


def _group_25(symbol: str) -> str | None:
    for name, pat in _GROUPS_25:
        if re.search(pat, symbol):
            return name
    return None


# Issue 26's controls item names the text-input modifiers explicitly.
_TEXT_INPUT_26 = (r"^(textInputAutocapitalization|keyboardType|textContentType|submitLabel|submitScope|"
                  r"autocorrectionDisabled|disableAutocorrection|autocapitalization|onSubmit|"
                  r"TextInputAutocapitalization|SubmitLabel|SubmitTriggers|scrollDismissesKeyboard)\b")


def issue_for(entry) -> str:
    """25 or 26: Liquid Glass is part 1's; then the family; a mixed family by the symbol."""
    s = entry.symbol
    if re.match(_TEXT_INPUT_26, s):
        return "26"
    # Issue 25's state-and-events item: the environment values iOS code reads, and the
    # no-pixel interactions (haptics, hover, drag and drop, help, shortcuts).
    if entry.kind == "E" or re.match(r"(sensoryFeedback|SensoryFeedback|help|hoverEffect|keyboardShortcut|"
                                     r"draggable|dropDestination|onKeyPress|equatable)\b", s):
        return "25"
    if re.search(_GROUPS_25[0][1], s):
        return "25"
    if entry.family in ISSUE_25:
        return "25"
    if entry.family in ISSUE_26:
        return "26"
    if _group_25(s) or re.search(_DRAG_DROP_25, s) or re.match(r"\.?(accessibility|speech|on[A-Z]|focus|hover|"
                                                               r"sensoryFeedback|help|keyboardShortcut)", s):
        return "25"
    return "26"


def gap_group(entry) -> str:
    """The notes' sub-family of a symbol within its issue."""
    f, s = entry.family, entry.symbol
    if issue_for(entry) == "25":
        return _group_25(s) or "state and events"
    if re.match(_TEXT_INPUT_26, s):
        return "controls"
    if f.startswith(("Layout", "Custom layout", "View groupings")) or re.search(r"(?i)layout|frame|padding|safeArea|container|grid", s):
        return "layout"
    if f.startswith("Scroll") or "scroll" in s.lower():
        return "scrolling"
    if f.startswith(("Lists", "Tables")) or re.search(r"(?i)^\.?list|swipe|table|outline|edit|badge|refresh|section", s):
        return "lists"
    if f.startswith(("Navigation", "Toolbars", "Search")) or re.search(r"(?i)navigation|toolbar|search|tab", s):
        return "navigation"
    if f.startswith(("Modal", "Windows", "Scenes", "App organization")) or re.search(
            r"(?i)sheet|alert|popover|presentation|dialog|inspector|cover|file(Importer|Exporter|Mover)", s):
        return "presentation"
    return "controls"


# --- how commonly real iOS 17/18 code uses a symbol -------------------------------------------
# Tier 1: in a quarter or more of apps (Apple's samples, a large app, popular packages);
# tier 2: common; tier 3: occasional. Anything not listed is tier 4 (rare or platform-specific).
# Judgement from Apple's sample code (Backyard Birds, Food Truck, Landmarks, Destination Video…)
# and the issue texts' measured corpus (NavigationSplitView, .task, ViewThatFits, AsyncImage are
# each used by a quarter or more of the files' projects).
TIERS = {
    1: """NavigationSplitView task(priority:_:) task(id:priority:_:) ViewThatFits AsyncImage
        AppStorage FocusState focused(_:equals:) focused(_:) searchable(text:placement:prompt:)
        ContentUnavailableView scrollTargetLayout(isEnabled:) scrollTargetBehavior(_:)
        containerRelativeFrame(_:alignment:) safeAreaPadding(_:) safeAreaPadding(_:_:) scrollIndicators(_:axes:)
        refreshable(action:) swipeActions(edge:allowsFullSwipe:content:) contextMenu(menuItems:)
        navigationDestination(isPresented:destination:) navigationDestination(item:destination:)
        toolbarBackground(_:for:) toolbarColorScheme(_:for:) onSubmit(of:_:) submitLabel(_:)
        textInputAutocapitalization(_:) autocorrectionDisabled(_:) keyboardType(_:) textContentType(_:)
        ScrollViewReader ScrollViewProxy ShapeStyle.ultraThinMaterial ShapeStyle.regularMaterial
        ShapeStyle.thinMaterial ShapeStyle.bar Material sensoryFeedback(_:trigger:)
        phaseAnimator(_:trigger:content:animation:) keyframeAnimator(initialValue:trigger:content:keyframes:)
        Shape.rect(cornerRadius:style:) Shape.capsule Shape.circle contentTransition(_:)
        ContentTransition.numericText(countsDown:) ContentTransition.numericText(value:) symbolEffect(_:options:value:)
        symbolEffect(_:options:isActive:) Text.init(_:format:) onChange(of:initial:_:) Environment
        Observable Bindable scrollPosition(id:anchor:) scrollDisabled(_:) presentationDetents(_:)
        presentationDragIndicator(_:) presentationBackground(_:) matchedGeometryEffect(id:in:properties:anchor:isSource:)
        Namespace geometryGroup() visualEffect(_:) scrollTransition(_:axis:transition:) Color.gradient
        ShapeStyle.linearGradient(colors:startPoint:endPoint:) MeshGradient Tab TabSection
        toolbarTitleDisplayMode(_:) navigationBarTitleDisplayMode(_:) EditButton onDelete
        DynamicViewContent.onDelete(perform:) DynamicViewContent.onMove(perform:) editMode
        badge(_:) listRowSeparator(_:edges:) listSectionSpacing(_:) listRowSpacing(_:)
        scrollContentBackground(_:) ProgressView Gauge LabeledContent Grid GridRow
        Image.init(systemName:variableValue:) textSelection(_:) privacySensitive(_:) redacted(reason:)
        fontWidth(_:) lineSpacing(_:) Text.init(_:style:) ShareLink PhotosPicker dismiss
        openURL scenePhase isSearching dismissSearch glassEffect(_:in:isEnabled:) GlassEffectContainer
        PrimitiveButtonStyle.glass PrimitiveButtonStyle.glassProminent""".split(),
    2: """MultiDatePicker PickerStyle.palette TextField inspector(isPresented:content:) popover(isPresented:attachmentAnchor:arrowEdge:content:)
        Menu ControlGroup OutlineGroup DisclosureGroup Table TableColumn searchSuggestions(_:) searchScopes(_:scopes:)
        TabViewStyle.page IndexViewStyle.page indexViewStyle(_:) toolbar(removing:) navigationBarBackButtonHidden(_:)
        toolbarVisibility(_:for:) toolbarBackgroundVisibility(_:for:) defaultScrollAnchor(_:) contentMargins(_:for:)
        contentMargins(_:_:for:) scrollClipDisabled(_:) onScrollGeometryChange(for:of:action:) ScrollPosition
        scrollPosition(_:anchor:) scrollBounceBehavior(_:axes:) PagingScrollTargetBehavior ViewAlignedScrollTargetBehavior
        AnyLayout HStackLayout VStackLayout ZStackLayout LayoutValueKey layoutValue(key:value:) ContainerValues
        Group ForEach containerValue(_:_:) Subview SubviewsCollection presentationCornerRadius(_:)
        presentationCompactAdaptation(_:) presentationBackgroundInteraction(_:) Alert ActionSheet
        ProgressView Link RenameButton PasteButton Toggle Slider Stepper DatePicker ColorPicker
        Transition TransitionPhase blurReplace Transition.blurReplace AnyTransition.modifier(active:identity:)
        TextRenderer textRenderer(_:) KeyframeTrack LinearKeyframe SpringKeyframe CubicKeyframe MoveKeyframe
        withAnimation(_:completionCriteria:_:completion:) MagnifyGesture RotateGesture hoverEffect(_:)
        draggable(_:) dropDestination(for:action:isTargeted:) help(_:) SceneStorage ScaledMetric
        colorEffect(_:isEnabled:) layerEffect(_:maxSampleOffset:isEnabled:) distortionEffect(_:maxSampleOffset:isEnabled:)
        Color.mix(with:by:in:) Color.resolve(in:) EllipticalGradient ShapeStyle.shadow(_:) ShadowStyle.drop(color:radius:x:y:)
        ShadowStyle.inner(color:radius:x:y:) AnyShape Shape.rect ShapeStyle.quinary ShapeStyle.separator
        compositingGroup() drawingGroup(opaque:colorMode:) containerShape(_:) backgroundExtensionEffect()
        ToolbarSpacer glassEffectID(_:in:) glassEffectUnion(id:namespace:) tabViewBottomAccessory(content:)
        tabBarMinimizeBehavior(_:) scrollEdgeEffectStyle(_:for:) safeAreaBar(edge:alignment:spacing:content:)
        onGeometryChange(for:of:action:) fileImporter(isPresented:allowedContentTypes:onCompletion:)
        UIViewRepresentable UIViewControllerRepresentable openWindow""".split(),
    3: """onScrollPhaseChange(_:) onScrollVisibilityChange(threshold:_:) scrollIndicatorsFlash(onAppear:) scrollInputBehavior(_:for:)
        navigationTransition(_:) matchedTransitionSource(id:in:) listRowInsets(_:_:) listSectionSeparator(_:edges:)
        headerProminence(_:) tableStyle(_:) searchable(text:tokens:placement:prompt:token:) searchPresentationToolbarBehavior(_:)
        presentationSizing(_:) dialogIcon(_:) confirmationDialog(_:isPresented:titleVisibility:actions:message:)
        alert(isPresented:error:actions:) labelIconToTitleSpacing(_:) buttonSizing(_:) controlSize(_:) buttonBorderShape(_:)
        textScale(_:isEnabled:) typesettingLanguage(_:isEnabled:) dynamicTypeSize(_:) symbolVariant(_:)
        symbolRenderingMode(_:) Font.width(_:) Font.leading(_:) lineLimit(_:reservesSpace:) onKeyPress(_:action:)
        keyboardShortcut(_:modifiers:) focusable(_:) defaultFocus(_:_:priority:) onContinuousHover(coordinateSpace:perform:)
        SpatialTapGesture onTapGesture(count:coordinateSpace:perform:) sensoryFeedback(_:trigger:condition:)
        TimelineView Canvas ImageRenderer Gradient AngularGradient RadialGradient UnevenRoundedRectangle
        hueRotation(_:) blendMode(_:) luminanceToAlpha() colorMultiply(_:)""".split(),
}
TIER_OF = {s: t for t, names in TIERS.items() for s in names}


def tier(entry) -> int:
    return TIER_OF.get(entry.symbol) or TIER_OF.get(entry.base_symbol) or 4
