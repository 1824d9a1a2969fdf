; Windows installer for Tablero (NSIS 3, Unicode).
;
; Built by .github/workflows/release.yml on a Windows runner:
;   makensis /DVERSION=0.1.0 /DSRCDIR=<frozen folder> /DOUTFILE=<setup.exe> build_spec\windows\tablero.nsi
; SRCDIR is the PyInstaller one-folder output: tablero.exe (command line), tablerow.exe (window,
; no console), _internal\ and THIRD_PARTY_LICENSES.txt. Relative paths are relative to this file.
;
; Installs for all users under Program Files, adds a Start-menu entry and an entry in
; "Installed apps" whose uninstaller removes every installed file. Saves and settings live in
; the player's own data folder and are kept on uninstall.

Unicode true
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "pass the version: makensis /DVERSION=x.y.z"
!endif
!ifndef SRCDIR
  !define SRCDIR "..\..\build\bundle\tablero"
!endif
!ifndef ICON
  !define ICON "..\..\sprites\icon\tablero.ico"
!endif
!ifndef OUTFILE
  !define OUTFILE "..\..\dist\tablero-${VERSION}-windows-x64-setup.exe"
!endif

!define APP_NAME "Tablero"
!define PUBLISHER "Tablero developers"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_NAME}"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APP_NAME}"
InstallDirRegKey HKLM "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel admin
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP_NAME} installer"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "${PUBLISHER}"

!include "MUI2.nsh"
!include "x64.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\tablerow.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${SRCDIR}\THIRD_PARTY_LICENSES.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "French"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "${APP_NAME} needs a 64-bit edition of Windows."
    Abort
  ${EndIf}
  SetRegView 64
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  SetRegView 64
FunctionEnd

Section "${APP_NAME}" SecMain
  SectionIn RO
  SetShellVarContext all
  ; Replace an older version's files instead of mixing them with the new ones.
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${SRCDIR}\*.*"
  File "/oname=tablero.ico" "${ICON}"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\tablerow.exe" "" "$INSTDIR\tablero.ico" 0

  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\tablero.ico"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetShellVarContext all
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  ; Only what the installer put there: the program folder is ours alone.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\tablero.exe"
  Delete "$INSTDIR\tablerow.exe"
  Delete "$INSTDIR\tablero.ico"
  Delete "$INSTDIR\THIRD_PARTY_LICENSES.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
SectionEnd
