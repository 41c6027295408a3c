// One vehicle in a dialog: its data, images, documents, assignment, mileage and fuel, inspections.
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { LoadingState } from '@/components/ui/LoadingState';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { useVehicle } from '../hooks/useVehicles';
import { VehicleDocumentsSection, VehicleImagesSection } from './VehicleFilesSection';
import { VehicleForm } from './VehicleForm';
import { VehicleAssignmentSection, VehicleInspectionsSection, VehicleLogSection } from './VehicleOperationsSection';

export const VehicleDetailDialog = ({
  vehicleId,
  tab,
  onTabChange,
  onClose,
}: {
  vehicleId: string | null;
  tab: string;
  onTabChange: (tab: string) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('vehicles');
  const query = useVehicle(vehicleId);
  const vehicle = query.data;
  return (
    <Dialog open={vehicleId !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{vehicle ? t('editor.title', { plate: vehicle.licensePlate }) : t('editor.loading')}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            {vehicle && [vehicle.brand, vehicle.model, vehicle.year].filter(Boolean).join(' ')}
            {vehicle?.isOutOfService && <Badge variant="danger">{t('service.out_of_service')}</Badge>}
          </DialogDescription>
        </DialogHeader>
        {!vehicle ? (
          <LoadingState label={t('states.loadingOne')} />
        ) : (
          <Tabs value={tab} onValueChange={onTabChange}>
            <TabsList className="mb-4 h-auto flex-wrap justify-start">
              <TabsTrigger value="data">{t('tabs.data')}</TabsTrigger>
              <TabsTrigger value="images">{t('tabs.images', { count: vehicle.images.length })}</TabsTrigger>
              <TabsTrigger value="documents">{t('tabs.documents')}</TabsTrigger>
              <TabsTrigger value="assignment">{t('tabs.assignment')}</TabsTrigger>
              <TabsTrigger value="log">{t('tabs.log')}</TabsTrigger>
              <TabsTrigger value="inspections">{t('tabs.inspections')}</TabsTrigger>
            </TabsList>
            <TabsContent value="data">
              <VehicleForm
                key={vehicle.updatedAt}
                vehicle={vehicle}
                isReadOnly={!vehicle.can.update}
                onSaved={() => undefined}
                onCancel={onClose}
              />
            </TabsContent>
            <TabsContent value="images">
              <VehicleImagesSection vehicle={vehicle} />
            </TabsContent>
            <TabsContent value="documents">
              <VehicleDocumentsSection vehicle={vehicle} />
            </TabsContent>
            <TabsContent value="assignment">
              <VehicleAssignmentSection key={`${vehicle.assignedPostId}-${vehicle.assignedGuardId}`} vehicle={vehicle} />
            </TabsContent>
            <TabsContent value="log">
              <VehicleLogSection vehicle={vehicle} />
            </TabsContent>
            <TabsContent value="inspections">
              <VehicleInspectionsSection vehicle={vehicle} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
};
